import { messages } from '@quad/contract';
import { describe, expect, it } from 'vitest';
import { pictureContractTexts } from '../../lib/picture-contract-texts';
import { postContractTexts } from './post-contract-texts';

const { posts } = messages;

describe('the post catalog’s contract texts', () => {
  it('are the contract’s refusals of a post’s and a comment’s image', () => {
    expect(postContractTexts.map(({ id }) => id).sort()).toEqual(
      [
        posts.postFormatUnsupported('{file}'),
        posts.postTooLarge('{file}'),
        posts.commentFormatUnsupported('{file}'),
        posts.commentTooLarge('{file}'),
      ].sort(),
    );
  });

  it('with the pictures’ list, leave none of messages.posts’s refusals out', () => {
    // A message's photo is refused with a comment's words (the messages feature's list).
    const shown = new Set([...postContractTexts, ...pictureContractTexts].map(({ id }) => id));
    for (const text of Object.values(posts)) {
      // The post's length is held by its box (maxLength): the web never shows that rule.
      if (typeof text === 'function') expect(shown).toContain(text('{file}'));
    }
  });
});
