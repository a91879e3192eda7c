/** WCAG 2.5.3, label in name: what a control shows begins what it is called. */
import { expect } from 'vitest';

const SEPARATORS = /[^\p{L}\p{N}]+/u;

/**
 * The element's accessible name starts with the words it shows, in order, whatever punctuation
 * the name adds between them, as speech input hears them ("postJust now" on screen is one word
 * that the name "…post, Just now" does not say).
 */
export const expectNameStartsWithVisibleText = (element: HTMLElement) => {
  const words = element.textContent.split(SEPARATORS).filter(Boolean);
  expect(words).not.toEqual([]);
  // Letters and digits only: nothing to escape.
  const shown = new RegExp(`^${words.join(SEPARATORS.source)}(?:${SEPARATORS.source}|$)`, 'iu');
  expect(element).toHaveAccessibleName(expect.stringMatching(shown));
};
