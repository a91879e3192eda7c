/**
 * The server's message catalogs (locales/*.po): the API's messages. Their English text is their
 * id, so a message thrown in English anywhere finds its translation (src/i18n/api-texts.ts).
 * `npm run i18n:extract` writes them; `npm run i18n:check` (scripts/i18n-check.ts) checks them.
 */
import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';

export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'es', 'fr', 'ar', 'zh-Hans'],
  catalogs: [{ path: '<rootDir>/locales/{locale}', include: ['<rootDir>/src/i18n/api-texts.ts'] }],
  format: formatter({ origins: false, explicitIdAsDefault: true }),
  orderBy: 'messageId',
});
