/** The emoji picker's names and search words, in the member's language. */
import { screen } from '@testing-library/react';
import { searchEmojis } from 'emoji-picker-react/data';
import { describe, expect, it } from 'vitest';
import { activateLanguage } from '../../i18n/languages';
import { renderComponent } from '../../test/render-component';
import EmojiPanel, { EMOJI_DATA } from './emoji-panel';

const WATERMELON = '🍉';

/** What a search finds in the words the picker is given in `language` (English without any). */
const found = async (language: string, query: string) => {
  const loaded = await EMOJI_DATA[language]?.({});
  const emojiData = loaded && ('default' in loaded ? loaded.default : loaded);
  return searchEmojis(query, emojiData ? { emojiData } : {}).map(({ emoji }) => emoji);
};

describe('the emoji picker’s search words', () => {
  it('find an emoji by its Spanish word in Spanish', async () => {
    expect(await found('es', 'sandía')).toContain(WATERMELON);
  });

  it('find an emoji by its French word in French', async () => {
    expect(await found('fr', 'pastèque')).toContain(WATERMELON);
  });

  it('find an emoji by its Chinese word in Chinese', async () => {
    expect(await found('zh-Hans', '西瓜')).toContain(WATERMELON);
  });

  it('are the English ones in English, as before, and in Arabic, which has none of its own', async () => {
    expect(EMOJI_DATA.en).toBeUndefined();
    expect(EMOJI_DATA.ar).toBeUndefined();
    expect(await found('en', 'watermelon')).toContain(WATERMELON);
    expect(await found('ar', 'watermelon')).toContain(WATERMELON);
  });

  it(
    'reach the picker: in Spanish, its emojis have their Spanish names',
    { timeout: 60_000 },
    async () => {
      await activateLanguage('es', 'signed-in');
      renderComponent(<EmojiPanel onPick={() => undefined} />);
      expect(await screen.findByLabelText('sandía', {}, { timeout: 30_000 })).toHaveTextContent(
        WATERMELON,
      );
    },
  );
});
