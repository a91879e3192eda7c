import { useEffect, useRef, type RefObject } from 'react';

/**
 * Calls `onVisible` when `ref`'s element comes within `margin` of the viewport, while `enabled`.
 * Each time it is enabled again the element is looked at afresh, so a sentinel still in view
 * after a short page asks for the next one too.
 */
export const useOnVisible = (
  ref: RefObject<HTMLElement | null>,
  enabled: boolean,
  onVisible: () => void,
  margin = '800px',
) => {
  const callback = useRef(onVisible);
  useEffect(() => {
    callback.current = onVisible;
  });
  useEffect(() => {
    const element = ref.current;
    if (!enabled || !element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) callback.current();
      },
      { rootMargin: `${margin} 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, enabled, margin]);
};
