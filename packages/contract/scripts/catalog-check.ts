/**
 * The checks of the message catalogs (PO files, ICU MessageFormat inside) that `npm run
 * i18n:check` runs over the web app's and the server's: every message translated in every
 * language, no message the code no longer has, the same placeholders (values, plurals, tags) in
 * every language, each plural with every form of its language's CLDR rules, and a text both
 * catalogs hold translated with the same words in both.
 */
import { parse, type Token } from '@messageformat/parser';
import PO from 'pofile';

export interface CatalogEntry {
  /** The English message (a generated id's message, or an explicit id that is the English). */
  source: string;
  translation: string;
  obsolete: boolean;
}

/** One catalog set: each language's entries by msgid (the source language's included). */
export interface CatalogSet {
  name: string;
  sourceLanguage: string;
  /** Languages checked for translations (not a pseudo-locale, which is made from the source). */
  languages: readonly string[];
  catalogs: Record<string, Map<string, CatalogEntry>>;
}

export const parseCatalog = (text: string): Map<string, CatalogEntry> =>
  new Map(
    PO.parse(text).items.map((item) => [
      item.msgid,
      { source: item.msgid, translation: item.msgstr[0] ?? '', obsolete: item.obsolete },
    ]),
  );

/** A message's placeholders: its value names, plural and select names, and Lingui's tags. */
const placeholdersOf = (message: string, language: string) => {
  const names = new Set<string>();
  const problems: string[] = [];
  const categories = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
  const walk = (tokens: Token[]) => {
    for (const token of tokens) {
      if (token.type === 'argument' || token.type === 'function') names.add(`{${token.arg}}`);
      if (token.type === 'plural' || token.type === 'select' || token.type === 'selectordinal') {
        names.add(`{${token.arg}}`);
        if (token.type === 'plural') {
          const keys = new Set(token.cases.map(({ key }) => key));
          const lacking = categories.filter((category) => !keys.has(category));
          if (lacking.length > 0) {
            problems.push(`the plural of {${token.arg}} lacks the forms ${lacking.join(', ')}`);
          }
        }
        for (const { tokens: inner } of token.cases) walk(inner);
      }
    }
  };
  try {
    walk(parse(message, { cardinal: categories }));
  } catch (error) {
    problems.push(`is not valid ICU MessageFormat (${(error as Error).message})`);
  }
  for (const tag of message.match(/<\/?\d+\/?>/g) ?? []) names.add(tag);
  return { names, problems };
};

const sameSet = (a: Set<string>, b: Set<string>) =>
  a.size === b.size && [...a].every((each) => b.has(each));

/** What is wrong with a catalog set, one line per problem. */
export const checkCatalogSet = (set: CatalogSet): string[] => {
  const problems: string[] = [];
  const source = set.catalogs[set.sourceLanguage];
  if (!source) return [`${set.name}: no ${set.sourceLanguage} catalog`];
  for (const [language, catalog] of Object.entries(set.catalogs)) {
    for (const [id, entry] of catalog) {
      if (entry.obsolete) {
        problems.push(`${set.name} ${language}: "${id}" is no longer in the code (unused)`);
      }
    }
  }
  for (const [id, entry] of source) {
    if (entry.obsolete) continue;
    const english = entry.translation || entry.source;
    const expected = placeholdersOf(english, set.sourceLanguage);
    for (const problem of expected.problems) {
      problems.push(`${set.name} ${set.sourceLanguage}: "${id}" ${problem}`);
    }
    for (const language of set.languages) {
      const translated = set.catalogs[language]?.get(id);
      if (!translated || translated.obsolete || !translated.translation) {
        problems.push(`${set.name} ${language}: "${id}" has no translation`);
        continue;
      }
      const found = placeholdersOf(translated.translation, language);
      for (const problem of found.problems) {
        problems.push(`${set.name} ${language}: "${id}" ${problem}`);
      }
      if (found.problems.length === 0 && !sameSet(expected.names, found.names)) {
        problems.push(
          `${set.name} ${language}: "${id}" has the placeholders ${[...found.names].join(' ') || 'none'}, not ${[...expected.names].join(' ') || 'none'}`,
        );
      }
    }
  }
  return problems;
};

/** A text two catalog sets both hold must be translated the same in both. */
export const checkSharedTexts = (a: CatalogSet, b: CatalogSet): string[] => {
  const problems: string[] = [];
  for (const language of a.languages) {
    const first = a.catalogs[language];
    const second = b.catalogs[language];
    if (!first || !second) continue;
    for (const [id, entry] of first) {
      const other = second.get(id);
      if (!other || entry.obsolete || other.obsolete) continue;
      if (entry.translation !== other.translation) {
        problems.push(
          `${language}: "${id}" is "${entry.translation}" in ${a.name} but "${other.translation}" in ${b.name}`,
        );
      }
    }
  }
  return problems;
};
