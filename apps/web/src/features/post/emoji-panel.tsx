/** The emoji picker, loaded only when a member opens it (its data is large). */
import { useLingui } from '@lingui/react/macro';
import EmojiPicker, {
  Categories,
  EmojiStyle,
  Theme,
  type CategoryConfig,
  type EmojiDataLoader,
  type PickerLabels,
} from 'emoji-picker-react';
import { useTheme } from '../../session/theme-store';

/**
 * The emojis' names and search words in the member's language, fetched the first time the picker
 * opens in it (each language is a file of its own). English is the picker's own data, which it
 * holds; the package has no Arabic words, so Arabic searches the English ones.
 */
export const EMOJI_DATA: Readonly<Partial<Record<string, EmojiDataLoader>>> = {
  es: () => import('emoji-picker-react/data/emojis-es'),
  fr: () => import('emoji-picker-react/data/emojis-fr'),
  'zh-Hans': () => import('emoji-picker-react/data/emojis-zh'),
};

export default function EmojiPanel({ onPick }: { onPick: (emoji: string) => void }) {
  const { t, i18n } = useLingui();
  const theme = useTheme((state) => state.theme);
  // SPEC.md §9; the suggested ones are the member's recent emojis, kept in local storage.
  const categories: CategoryConfig[] = [
    { category: Categories.SUGGESTED, name: t`Recently used` },
    { category: Categories.SMILEYS_PEOPLE, name: t`Smileys & People` },
    { category: Categories.ANIMALS_NATURE, name: t`Animals & Nature` },
    { category: Categories.FOOD_DRINK, name: t`Food & Drink` },
    { category: Categories.TRAVEL_PLACES, name: t`Travel & Places` },
    { category: Categories.ACTIVITIES, name: t`Activities` },
    { category: Categories.OBJECTS, name: t`Objects` },
    { category: Categories.SYMBOLS, name: t`Symbols` },
    { category: Categories.FLAGS, name: t`Flags` },
  ];
  // The picker's own words, as it writes them in English (`%n` is its count).
  const labels: Partial<PickerLabels> = {
    searchPlaceholder: t`Search`,
    searchLabel: t`Type to search for an emoji`,
    searchClear: t`Clear`,
    searchResultsNone: t`No results found`,
    searchResultsOne: t`1 result found. Use up and down arrow keys to navigate.`,
    searchResultsMany: t`%n results found. Use up and down arrow keys to navigate.`,
    categoryNavigation: t`Category navigation`,
    loading: t`Loading…`,
    loadingError: t`Could not load emojis.`,
    retryLoading: t`Try again`,
    skinToneNeutral: t`Skin tone NEUTRAL`,
    skinToneLight: t`Skin tone LIGHT`,
    skinToneMediumLight: t`Skin tone MEDIUM_LIGHT`,
    skinToneMedium: t`Skin tone MEDIUM`,
    skinToneMediumDark: t`Skin tone MEDIUM_DARK`,
    skinToneDark: t`Skin tone DARK`,
  };
  return (
    <EmojiPicker
      // The system's emoji font: no image is fetched from anywhere.
      emojiStyle={EmojiStyle.NATIVE}
      theme={theme === 'dark' ? Theme.DARK : Theme.LIGHT}
      categories={categories}
      emojiData={EMOJI_DATA[i18n.locale]}
      labels={labels}
      lazyLoadEmojis
      autoFocusSearch
      previewConfig={{ showPreview: false }}
      width={320}
      height={380}
      onEmojiClick={(data) => onPick(data.emoji)}
    />
  );
}
