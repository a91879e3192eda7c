/**
 * Runs work that no screen waits for once the browser is idle (or after `timeout` ms at the
 * latest), in a task of its own rather than in the one starting or hydrating the page, which a slow
 * phone already spends long on. Answers a function that cancels it.
 */
export const whenIdle = (work: () => void, timeout = 2000): (() => void) => {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(work, { timeout });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(work, 0);
  return () => window.clearTimeout(handle);
};
