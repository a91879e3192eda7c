import { describe, expect, it } from 'vitest';
import { HASHTAG_MAX, hashtagsOf, mentionsOf, normaliseHashtag, textParts } from './hashtags-text';

describe('reading a text for tags and mentions', () => {
  it('finds tags in any script, folded to one case and width', () => {
    expect(
      hashtagsOf(
        '#Café #CAFÉ #مرحبا #机器人 #Привет #ｒｏｂｏｔｉｃｓ #Robotics #हिन्दी #snake_case',
      ),
    ).toEqual(['café', 'مرحبا', '机器人', 'привет', 'robotics', 'हिन्दी', 'snake_case']);
  });

  it('takes no tag glued to a word, inside a link, of digits alone, or over 50', () => {
    expect(
      hashtagsOf(
        `C# page#part &#38; https://x.edu/a#b #2026 #${'a'.repeat(HASHTAG_MAX)} #${'b'.repeat(HASHTAG_MAX + 1)}`,
      ),
    ).toEqual(['a'.repeat(HASHTAG_MAX)]);
  });

  it('finds mentions, not e-mail addresses, lower case and once each', () => {
    expect(mentionsOf('@Ada, @ada and @bob2! mail ada@coastal.edu')).toEqual(['ada', 'bob2']);
  });

  it('cuts the text into parts that join back into it exactly', () => {
    const text = 'Hi @Ada: see https://coastal.edu/x. #Fair <b>now</b>';
    const parts = textParts(text);
    expect(parts.map((part) => part.text).join('')).toBe(text);
    expect(parts.map((part) => part.kind)).toEqual([
      'text',
      'mention',
      'text',
      'link',
      'text',
      'hashtag',
      'text',
    ]);
  });

  it('normalises a tag named in an address, with or without its #', () => {
    expect(normaliseHashtag('#Trending')).toBe('trending');
    expect(normaliseHashtag('two words')).toBeUndefined();
    expect(normaliseHashtag('')).toBeUndefined();
  });
});
