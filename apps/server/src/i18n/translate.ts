/**
 * The server's texts in the asker's language. Services and the contract write messages in
 * English; a message is translated by its English text, which is its catalog id (the contract's
 * textMessageFinder also reads back the values of a `{name}` message); one with a plural passes
 * its id and values along (AppError's `translation`).
 */
import {
  DEFAULT_LANGUAGE,
  isLanguage,
  suspensionDay,
  textMessageFinder,
  type Language,
} from '@quad/contract';
import { apiTexts } from './api-texts';
import { catalogOf, englishI18n } from './catalogs';

/** A message's catalog id and values, for a message the English text alone cannot give back. */
export interface Translation {
  id: string;
  values: Record<string, string | number>;
  /**
   * Values that are days, as instants (ISO): each is written as the language writes a day
   * (`suspensionDay`), where the English text has it in English.
   */
  days?: Record<string, string>;
}

const daysIn = (language: Language, days: Translation['days']) =>
  Object.fromEntries(
    Object.entries(days ?? {}).map(([name, iso]) => [
      name,
      suspensionDay(iso, intlLocaleOf(language)),
    ]),
  );

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
  return catalog.i18n._(message.id, { ...message.values, ...daysIn(language, translation?.days) });
};

/** A catalog message: its id is its English text (ICU MessageFormat). */
export interface Message {
  id: string;
}

export type Values = Record<string, string | number>;

/** Formats catalog messages in one language (e-mails, pushes, the pages the server draws). */
export type Say = (message: Message | string, values?: Values) => string;

/**
 * The messages of `language`: e-mails, pushes and pages are written with these, by their
 * message (an English text missing from a catalog reads in English).
 */
export const sayIn = (language: Language): Say => {
  const i18n = (language !== DEFAULT_LANGUAGE && catalogOf(language)?.i18n) || englishI18n();
  return (message, values) => i18n._(typeof message === 'string' ? message : message.id, values);
};

/** `Intl`'s locale of a language: English as it has always been written (en-US). */
export const intlLocaleOf = (language: Language) =>
  language === DEFAULT_LANGUAGE ? 'en-US' : language;

/** The language of what Quad sends a member on its own (e-mails, pushes): theirs, else English. */
export const memberLanguage = (chosen: string | null | undefined): Language =>
  isLanguage(chosen) ? chosen : DEFAULT_LANGUAGE;
