import { groupText } from '@quad/contract';
import { describe, expect, it } from 'vitest';
import { groupContractTexts } from './group-contract-texts';

describe('the groups catalog’s contract texts', () => {
  it('are the contract’s groupText, each one, and nothing else', () => {
    expect(groupContractTexts.map(({ id }) => id).sort()).toEqual(Object.values(groupText).sort());
  });
});
