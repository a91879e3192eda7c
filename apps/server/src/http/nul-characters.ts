/**
 * PostgreSQL cannot store the NUL character (U+0000) in text, and no one types it: a request
 * carrying one in its path, query or JSON body is refused before it reaches the database.
 */
import type { preValidationAsyncHookHandler } from 'fastify';
import { badInput } from '../infra/errors';

const NUL = '\u0000';

/** The first field of a parsed value whose text holds a NUL, as a dotted path ('' for the value). */
const fieldWithNul = (value: unknown): string | undefined => {
  // A loop, not recursion: a 1 MB body can nest deeper than the call stack goes.
  const pending: [unknown, string][] = [[value, '']];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [current, path] = next;
    if (typeof current === 'string') {
      if (current.includes(NUL)) return path;
    } else if (current !== null && typeof current === 'object') {
      for (const [key, child] of Object.entries(current)) {
        pending.push([child, path ? `${path}.${key}` : key]);
      }
    }
  }
  return undefined;
};

export const refuseNulCharacters: preValidationAsyncHookHandler = async (request) => {
  const field =
    fieldWithNul(request.params) ?? fieldWithNul(request.query) ?? fieldWithNul(request.body);
  if (field === undefined) return;
  throw badInput(
    `Text may not contain the NUL character (U+0000); remove it from ${field ? `"${field}"` : 'the request'}.`,
  );
};
