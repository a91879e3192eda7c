import { messages } from '@quad/contract';
import { describe, expect, it } from 'vitest';
import { profileContractTexts } from './profile-contract-texts';

describe('the profile catalog’s contract texts', () => {
  it('are the contract’s messages.details, each one, and nothing else', () => {
    const contract = Object.values(messages.details).map((text) =>
      typeof text === 'function' ? text('{field}') : text,
    );
    expect(profileContractTexts.map(({ id }) => id).sort()).toEqual(contract.sort());
  });
});
