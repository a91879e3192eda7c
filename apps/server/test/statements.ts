/** Counts the SQL statements the app sends while `work` runs (both drivers go through query()). */
import { vi } from 'vitest';
import type { TestApp } from './test-app';

export const countStatements = async <T>(t: TestApp, work: () => Promise<T>) => {
  const client: { query: (...args: never[]) => unknown } = t.db.$client;
  const spy = vi.spyOn(client, 'query');
  try {
    const result = await work();
    return { result, statements: spy.mock.calls.length };
  } finally {
    spy.mockRestore();
  }
};
