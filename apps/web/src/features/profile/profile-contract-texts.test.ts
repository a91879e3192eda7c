import { detailsSchema, messages } from '@quad/contract';
import { describe, expect, it } from 'vitest';
import { profileContractTexts } from './profile-contract-texts';

/** The message each detail field gives for a value far over its limit. */
const tooLongTexts = () =>
  Object.values(detailsSchema.shape).flatMap((field) => {
    const result = field.safeParse('x'.repeat(300));
    return result.success ? [] : result.error.issues.map((issue) => issue.message);
  });

describe('the profile catalog’s contract texts', () => {
  it('are the contract’s messages.details, a too-long sentence for each field, and nothing else', () => {
    const fixed = Object.values(messages.details).filter((text) => typeof text === 'string');
    const contract = new Set([...fixed, ...tooLongTexts()]);
    expect(profileContractTexts.map(({ id }) => id).sort()).toEqual([...contract].sort());
  });
});
