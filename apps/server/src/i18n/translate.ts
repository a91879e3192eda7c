/**
 * The API's messages in the asker's language. Services and the contract write messages in
 * English; a message is translated by its English text, which is its catalog id. A message with
 * `{name}` values is recognised by its pattern (the values read back from the English text); one
 * with a plural passes its id and values along (AppError's `translation`).
 */
import { DEFAULT_LANGUAGE, type Language } from '@quad/contract';
import { apiTexts } from './api-texts';
import { catalogOf } from './catalogs';

/** A message's catalog id and values, for a message the English text alone cannot give back. */
export interface Translation {
  id: string;
  values: Record<string, string | number>;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The messages with plain `{name}` arguments, as patterns that read the values back. */
const patterns = apiTexts
  .map(({ id }) => id)
  .filter((id) => /\{\w+\}/.test(id) && !/\{\w+,/.test(id))
  .map((id) => {
    const names: string[] = [];
    const source = id
      .split(/(\{\w+\})/)
      .map((part) => {
        const name = /^\{(\w+)\}$/.exec(part)?.[1];
        if (!name) return escapeRegExp(part);
        names.push(name);
        return '(.+?)';
      })
      .join('');
    return { id, names, pattern: new RegExp(`^${source}$`, 'u') };
  });

/**
 * `english` in `language`; English (and a message without a translation) exactly as written,
 * so clients that ask for no language read the texts they always did.
 */
export const translate = (
  language: Language,
  english: string,
  translation?: Translation,
): string => {
  if (language === DEFAULT_LANGUAGE) return english;
  const catalog = catalogOf(language);
  if (!catalog) return english;
  if (translation) {
    return catalog.has(translation.id)
      ? catalog.i18n._(translation.id, translation.values)
      : english;
  }
  if (catalog.has(english)) return catalog.i18n._(english);
  for (const { id, names, pattern } of patterns) {
    const found = pattern.exec(english);
    if (found && catalog.has(id)) {
      return catalog.i18n._(id, Object.fromEntries(names.map((name, i) => [name, found[i + 1]])));
    }
  }
  return english;
};
