import { messages } from '@quad/contract';
import { describe, expect, it } from 'vitest';
import { pictureContractTexts } from './picture-contract-texts';

describe('the common catalog’s picture contract texts', () => {
  it('are the contract’s refusals of a profile picture or a cover', () => {
    expect(pictureContractTexts.map(({ id }) => id).sort()).toEqual(
      [
        messages.posts.pictureFormatUnsupported('{file}'),
        messages.posts.pictureTooLarge('{file}'),
      ].sort(),
    );
  });
});
