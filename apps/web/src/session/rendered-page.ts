/**
 * What the server's rendering of a member's first screen decided, which the browser's first
 * render (hydration) must repeat exactly: the same clock for "5 minutes ago", the same seed for
 * the page load's random orders, and (on the server) the member and theme of the request.
 */
import type { SessionUser } from '@quad/contract';
import { createContext, useContext } from 'react';

export interface RenderedPage {
  /** The moment of the rendering: times on screen are relative to it until hydration is done. */
  now: number;
  /** The seed of this page load's random orders (lib/stable-shuffle.ts). */
  seed: number;
  /** The language the page was drawn in, which hydration repeats. */
  language?: string;
  /** The request's member; only while rendering on the server (the browser reads its cookie). */
  user?: SessionUser;
}

export const RenderedPageContext = createContext<RenderedPage | null>(null);

export const useRenderedPage = () => useContext(RenderedPageContext);
