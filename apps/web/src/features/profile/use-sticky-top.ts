import { useEffect, type RefObject } from 'react';

const GAP = 16;

const headerHeight = () =>
  parseFloat(getComputedStyle(document.documentElement).getPropertyValue('--header-height')) || 56;

/**
 * Keeps a sticky column in view as the page scrolls: its `--sticky-top` puts it under the header
 * when it fits the window, otherwise pins it by its bottom edge so its end can still be reached.
 * Written on the element, not kept in React's state: a state change would draw the whole profile
 * again at once, and on a page the server drew, hydrate every post with it in one long task.
 */
export const useStickyTop = (ref: RefObject<HTMLElement | null>) => {
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const update = () => {
      const below = headerHeight() + GAP;
      const top = Math.min(below, window.innerHeight - element.offsetHeight - GAP);
      element.style.setProperty('--sticky-top', `${top}px`);
    };
    const observer = new ResizeObserver(update);
    observer.observe(element);
    window.addEventListener('resize', update);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', update);
    };
  }, [ref]);
};
