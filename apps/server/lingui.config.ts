/**
 * The server's message catalogs (locales/*.po): the API's messages (src/i18n/api-texts.ts), the
 * e-mails', pushes' and server-drawn pages' (`/*i18n*\/` messages beside their code), and the
 * contract's notification sentences. Their English text is their id, so a message thrown in
 * English anywhere finds its translation.
 * `npm run i18n:extract` writes them; `npm run i18n:check` (scripts/i18n-check.ts) checks them.
 */
import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';

export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'es', 'fr', 'ar', 'zh-Hans'],
  catalogs: [
    {
      path: '<rootDir>/locales/{locale}',
      include: ['<rootDir>/src', '<rootDir>/../../packages/contract/src/notification-sentence.ts'],
      exclude: ['**/*.test.ts', '**/*.pg-test.ts', '<rootDir>/src/test/**'],
    },
  ],
  format: formatter({ origins: false, explicitIdAsDefault: true }),
  orderBy: 'messageId',
});
