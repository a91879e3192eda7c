/**
 * The server's texts in the asker's language. Services and the contract write messages in
 * English; a message is translated by its English text, which is its catalog id (the contract's
 * textMessageFinder also reads back the values of a `{name}` message); one with a plural passes
 * its id and values along (AppError's `translation`).
 */
import { DEFAULT_LANGUAGE, textMessageFinder, type Language } from '@quad/contract';
import { apiTexts } from './api-texts';
import { catalogOf } from './catalogs';

/** A message's catalog id and values, for a message the English text alone cannot give back. */
export interface Translation {
  id: string;
  values: Record<string, string | number>;
}

const findMessage = textMessageFinder(apiTexts.map(({ id }) => id));

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
  const message = translation ?? findMessage(english);
  if (!catalog || !message || !catalog.has(message.id)) return english;
  return catalog.i18n._(message.id, message.values);
};
