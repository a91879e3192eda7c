/**
 * Right to left (Arabic): the way a row reads where an element is, and what the arrow keys mean
 * along it. "Next" is the way the text reads, so it is leftward in Arabic.
 */

/** Whether the text around `element` (else the page) reads right to left. */
export const isRightToLeft = (element?: Element | null) => {
  const set = element?.closest('[dir]:not([dir="auto"])') ?? document.documentElement;
  return set.getAttribute('dir') === 'rtl';
};

/**
 * The step an arrow key takes along a row (tabs, a carousel, the photo viewer): 1 for the next,
 * -1 for the previous, 0 for any other key.
 */
export const horizontalStep = (key: string, element?: Element | null) => {
  const step = key === 'ArrowRight' ? 1 : key === 'ArrowLeft' ? -1 : 0;
  return isRightToLeft(element) ? -step : step;
};

/** The arrow key that points back (a submenu's way to its parent): ← in English, → in Arabic. */
export const backArrowKey = (element?: Element | null) =>
  isRightToLeft(element) ? 'ArrowRight' : 'ArrowLeft';
