import { POST_BACKGROUNDS } from '@quad/contract';
import type { CSSProperties } from 'react';

/** The light backgrounds carry dark text; the others white text. */
const DARK_TEXT = new Set(['/backgrounds/3.svg', '/backgrounds/5.svg', '/backgrounds/8.svg']);

export const BACKGROUNDS = POST_BACKGROUNDS;

export const textToneOf = (background: string): 'dark' | 'light' =>
  DARK_TEXT.has(background) ? 'dark' : 'light';

/** Only a preset path becomes CSS, so nothing else can be injected into the style. */
export const backgroundStyle = (background: string): CSSProperties | undefined =>
  BACKGROUNDS.includes(background) ? { backgroundImage: `url("${background}")` } : undefined;
