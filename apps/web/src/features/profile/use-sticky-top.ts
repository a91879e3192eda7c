import { useEffect, useState, type RefObject } from 'react';

const GAP = 16;

const headerHeight = () =>
  parseFloat(getComputedStyle(document.documentElement).getPropertyValue('--header-height')) || 56;

/**
 * The `top` that keeps a sticky column in view as the page scrolls: under the header when it
 * fits the window, otherwise pinned by its bottom edge so its end can still be reached.
 */
export const useStickyTop = (ref: RefObject<HTMLElement | null>) => {
  const [top, setTop] = useState<number | null>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const update = () => {
      const below = headerHeight() + GAP;
      setTop(Math.min(below, window.innerHeight - element.offsetHeight - GAP));
    };
    const observer = new ResizeObserver(update);
    observer.observe(element);
    window.addEventListener('resize', update);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', update);
    };
  }, [ref]);
  return top;
};
