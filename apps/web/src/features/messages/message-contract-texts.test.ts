import { messages } from '@quad/contract';
import { describe, expect, it } from 'vitest';
import { MESSAGE_IMAGE_MESSAGES } from './message-images';
import { messageContractTexts } from './message-contract-texts';

describe('the messages catalog’s contract texts', () => {
  it('are the refusals of a message’s photo: the contract’s ones of a comment’s image', () => {
    const refusals = [
      MESSAGE_IMAGE_MESSAGES.unsupported('{file}'),
      MESSAGE_IMAGE_MESSAGES.tooLarge('{file}'),
    ];
    expect(messageContractTexts.map(({ id }) => id).sort()).toEqual(refusals.sort());
    expect(refusals).toEqual([
      messages.posts.commentFormatUnsupported('{file}'),
      messages.posts.commentTooLarge('{file}'),
    ]);
  });
});
