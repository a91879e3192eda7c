import { reportText } from '@quad/contract';
import { describe, expect, it } from 'vitest';
import { reportContractTexts } from './report-contract-texts';

describe('the report catalog’s contract texts', () => {
  it('are the rule the report dialog checks, as the contract’s reportText words it', () => {
    expect(reportContractTexts.map(({ id }) => id)).toEqual([reportText.reasonRequired]);
  });
});
