import { POST_BACKGROUNDS, presetBackgroundOf } from '@quad/contract';
import type { CSSProperties } from 'react';

/** The light backgrounds carry dark text; the others white text. */
const DARK_TEXT = new Set(['/backgrounds/3.svg', '/backgrounds/5.svg', '/backgrounds/8.svg']);

export const BACKGROUNDS = POST_BACKGROUNDS;

/**
 * The preset a background names. Answers give it as an absolute URL (the server's origin may
 * differ from this page's), so its path is what names the preset; the chooser gives the path.
 */
const presetOf = (background: string) =>
  presetBackgroundOf(/^https?:\/\//i.test(background) ? pathOf(background) : background);

const pathOf = (url: string) => {
  try {
    return new URL(url).pathname;
  } catch {
    return '';
  }
};

export const textToneOf = (background: string): 'dark' | 'light' => {
  const preset = presetOf(background);
  return preset && DARK_TEXT.has(preset) ? 'dark' : 'light';
};

/** The app's own file of a preset background (its path on this site), if it names one. */
export const backgroundPictureOf = (background: string | null | undefined) =>
  background ? presetOf(background) : undefined;

/**
 * Only a preset becomes CSS, and as the app's own file, so nothing else can be injected into the
 * style.
 */
export const backgroundStyle = (background: string): CSSProperties | undefined => {
  const preset = presetOf(background);
  return preset ? { backgroundImage: `url("${preset}")` } : undefined;
};
