/**
 * Every catalog at once, for the server entry: a page drawn for a member is drawn in their
 * language, each with a Lingui instance of its own (the server draws pages for many at once).
 */
import { setupI18n, type I18n, type Messages } from '@lingui/core';
import { catalogOf } from './catalog-names';
import { intlLocalesOf, type AppLanguage } from './languages';

const files = import.meta.glob<{ messages: Messages }>('../locales/*/*.po', { eager: true });

/** Every catalog of a language, merged. */
const messagesOf = (language: AppLanguage): Messages => {
  const messages: Messages = {};
  for (const [path, file] of Object.entries(files)) {
    if (catalogOf(path)?.language === language) Object.assign(messages, file.messages);
  }
  return messages;
};

const instances = new Map<AppLanguage, I18n>();

export const i18nFor = (language: AppLanguage): I18n => {
  let instance = instances.get(language);
  if (!instance) {
    const messages = messagesOf(language);
    instance = setupI18n({
      locale: language,
      locales: intlLocalesOf(language),
      messages: { [language]: messages },
    });
    instances.set(language, instance);
  }
  return instance;
};
