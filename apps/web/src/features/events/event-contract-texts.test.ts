import { eventText } from '@quad/contract';
import { describe, expect, it } from 'vitest';
import { eventContractTexts } from './event-contract-texts';

describe('the events catalog’s contract texts', () => {
  it('are the contract’s eventText, each one, and nothing else', () => {
    expect(eventContractTexts.map(({ id }) => id).sort()).toEqual(Object.values(eventText).sort());
  });
});
