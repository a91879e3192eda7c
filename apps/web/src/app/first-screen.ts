/**
 * The data of a first screen the server rendered (DESIGN.md, "first screen"): the queries it read
 * and what the browser's hydration must repeat, carried in a non-executable
 * `<script type="application/json">` of the page.
 */
import { FIRST_SCREEN_DATA_ID } from '@quad/contract';
import type { DehydratedState } from '@tanstack/react-query';
import type { RenderedPage } from '../session/rendered-page';

export interface FirstScreenData {
  state: DehydratedState;
  page: RenderedPage;
}

/** JSON that can neither end its <script> element nor open a comment in it. */
export const scriptSafeJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/** The data of this page, if the server rendered it. */
export const readFirstScreenData = (): FirstScreenData | undefined => {
  const text = document.getElementById(FIRST_SCREEN_DATA_ID)?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text) as FirstScreenData;
  } catch {
    return undefined;
  }
};
