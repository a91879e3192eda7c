interface YieldingScheduler {
  yield: () => Promise<void>;
}

/**
 * Ends the task the caller runs in: the browser may paint and answer a tap before the caller
 * goes on, at the front of the queue where `scheduler.yield` exists (Chromium), else behind
 * whatever is already waiting. A slow phone runs the app's start-up four times slower than a
 * laptop, and one long task there is a page that ignores its reader.
 */
export const yieldToBrowser = (): Promise<void> => {
  const scheduler = (globalThis as { scheduler?: Partial<YieldingScheduler> }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
};
