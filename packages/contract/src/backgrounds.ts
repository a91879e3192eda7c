/** The 9 preset post backgrounds, served by the web app, and the original client's names for them. */

const PRESET_NUMBERS = Array.from({ length: 9 }, (_, index) => index + 1);

/** Quad's paths of the presets: the form stored and answered. */
export const POST_BACKGROUNDS: readonly string[] = PRESET_NUMBERS.map(
  (number) => `/backgrounds/${number}.svg`,
);

/**
 * The same presets as the spec's original client sends them: its N.jpg is Quad's N-th preset.
 * (API.md: a client written against the spec works unchanged.)
 */
export const ORIGINAL_CLIENT_BACKGROUNDS: readonly string[] = PRESET_NUMBERS.map(
  (number) => `../../../images/postBackgrounds/${number}.jpg`,
);

/** Quad's path of the preset that `path` names, in either form; undefined for anything else. */
export const presetBackgroundOf = (path: string): string | undefined => {
  if (POST_BACKGROUNDS.includes(path)) return path;
  const index = ORIGINAL_CLIENT_BACKGROUNDS.indexOf(path);
  return index === -1 ? undefined : POST_BACKGROUNDS[index];
};
