/** The emoji picker, loaded only when a member opens it (its data is large). */
import EmojiPicker, {
  Categories,
  EmojiStyle,
  Theme,
  type CategoryConfig,
} from 'emoji-picker-react';
import { useTheme } from '../../session/theme-store';

/** SPEC.md §9; the suggested ones are the member's recent emojis, kept in local storage. */
const CATEGORIES: CategoryConfig[] = [
  { category: Categories.SUGGESTED, name: 'Recently used' },
  { category: Categories.SMILEYS_PEOPLE, name: 'Smileys & People' },
  { category: Categories.ANIMALS_NATURE, name: 'Animals & Nature' },
  { category: Categories.FOOD_DRINK, name: 'Food & Drink' },
  { category: Categories.TRAVEL_PLACES, name: 'Travel & Places' },
  { category: Categories.ACTIVITIES, name: 'Activities' },
  { category: Categories.OBJECTS, name: 'Objects' },
  { category: Categories.SYMBOLS, name: 'Symbols' },
  { category: Categories.FLAGS, name: 'Flags' },
];

export default function EmojiPanel({ onPick }: { onPick: (emoji: string) => void }) {
  const theme = useTheme((state) => state.theme);
  return (
    <EmojiPicker
      // The system's emoji font: no image is fetched from anywhere.
      emojiStyle={EmojiStyle.NATIVE}
      theme={theme === 'dark' ? Theme.DARK : Theme.LIGHT}
      categories={CATEGORIES}
      lazyLoadEmojis
      autoFocusSearch
      previewConfig={{ showPreview: false }}
      width={320}
      height={380}
      onEmojiClick={(data) => onPick(data.emoji)}
    />
  );
}
