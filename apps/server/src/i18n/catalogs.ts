/**
 * The server's message catalogs (apps/server/locales/*.po, written by `lingui extract`), read
 * and compiled once per process, one Lingui instance per language. The English text of a
 * message is its id (lingui.config.ts), so English needs no catalog at run time.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { setupI18n, type I18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@quad/contract';
import PO from 'pofile';
import { serverPackageRoot } from '../infra/package-root';

export const localesFolder = path.join(serverPackageRoot, 'locales');

export interface Catalog {
  i18n: I18n;
  has: (id: string) => boolean;
}

const loadCatalog = (language: Language): Catalog => {
  const po = PO.parse(readFileSync(path.join(localesFolder, `${language}.po`), 'utf8'));
  const messages = Object.fromEntries(
    po.items
      .filter((item) => !item.obsolete && item.msgstr[0])
      .map((item) => [item.msgid, compileMessage(item.msgstr[0] ?? '')]),
  );
  const i18n = setupI18n({ locale: language, messages: { [language]: messages } });
  // A message the catalog lacks reads in English: its id, compiled.
  i18n.setMessagesCompiler(compileMessage);
  return { i18n, has: (id) => Object.hasOwn(messages, id) };
};

let catalogs: Map<Language, Catalog> | undefined;
let english: I18n | undefined;

/** English: the ids themselves, compiled as they are asked for. */
export const englishI18n = () => {
  if (!english) {
    english = setupI18n({ locale: DEFAULT_LANGUAGE, messages: { [DEFAULT_LANGUAGE]: {} } });
    english.setMessagesCompiler(compileMessage);
  }
  return english;
};

/** Every language's catalog but English's (the ids are the English texts). */
export const catalogOf = (language: Language): Catalog | undefined => {
  catalogs ??= new Map(
    LANGUAGES.filter((each) => each !== DEFAULT_LANGUAGE).map((each) => [each, loadCatalog(each)]),
  );
  return catalogs.get(language);
};
