import { eventText } from '@quad/contract';
import { describe, expect, it } from 'vitest';
import { eventPageContractTexts } from './event-page-contract-texts';

describe('the events pages catalog’s contract texts', () => {
  it('are texts of the contract’s eventText', () => {
    const texts: string[] = Object.values(eventText);
    for (const { id } of eventPageContractTexts) expect(texts).toContain(id);
  });
});
