/** IntersectionObserver as the browser has it, driven by the test: `scrollToEnd` shows every target. */
import { act } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

const observers: { callback: IntersectionObserverCallback; targets: Element[] }[] = [];

export const stubIntersectionObserver = () => {
  observers.length = 0;
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      private readonly entry;
      constructor(callback: IntersectionObserverCallback) {
        this.entry = { callback, targets: [] as Element[] };
        observers.push(this.entry);
      }
      observe(target: Element) {
        this.entry.targets.push(target);
      }
      disconnect() {
        observers.splice(observers.indexOf(this.entry), 1);
      }
      unobserve() {}
      takeRecords() {
        return [];
      }
    },
  );
};

export const scrollToEnd = () =>
  act(async () => {
    for (const { callback, targets } of [...observers]) {
      callback(
        targets.map((target) => ({ isIntersecting: true, target }) as IntersectionObserverEntry),
        {} as IntersectionObserver,
      );
    }
  });

afterEach(() => {
  observers.length = 0;
});
