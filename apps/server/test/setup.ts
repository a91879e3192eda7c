/**
 * Runs in every test file: a test that logs an unexpected console.error fails, and the file's
 * database is closed (and dropped) after the file.
 */
import { afterAll, afterEach, beforeEach, vi, type MockInstance } from 'vitest';
import { closeTestFileDatabase } from './test-database';

let consoleError: MockInstance<typeof console.error>;

beforeEach(() => {
  consoleError = vi.spyOn(console, 'error');
});

afterEach(() => {
  const calls = consoleError.mock.calls;
  consoleError.mockRestore();
  if (calls.length > 0) {
    const logged = calls.map((args) => args.map(String).join(' ')).join('\n');
    throw new Error(`Unexpected console.error during the test:\n${logged}`);
  }
});

afterAll(async () => {
  await closeTestFileDatabase();
});
