/**
 * The web app's message catalogs (src/locales/*.po, one per language, ICU MessageFormat inside):
 * `npm run i18n:extract -w @quad/web` writes them from the code's messages (Lingui's macros,
 * and the contract's texts listed in src/i18n/contract-texts.ts); Vite compiles the one a page
 * needs (@lingui/vite-plugin). `pseudo` is the tests' pseudo-locale, made from the English.
 */
import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';

export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'es', 'fr', 'ar', 'zh-Hans', 'pseudo'],
  pseudoLocale: 'pseudo',
  fallbackLocales: { pseudo: 'en', default: 'en' },
  catalogs: [
    { path: '<rootDir>/src/locales/{name}/{locale}', include: ['<rootDir>/src/features/{name}'] },
    {
      path: '<rootDir>/src/locales/common/{locale}',
      // The notification sentences are the contract's, shared with the server's catalogs.
      include: ['<rootDir>/src', '<rootDir>/../../packages/contract/src/notification-sentence.ts'],
      exclude: ['<rootDir>/src/features/**'],
    },
  ],
  format: formatter({ origins: true, lineNumbers: false }),
  orderBy: 'message',
});
