/**
 * `npm run i18n:check`: extracts the messages of the web app's and the server's code again
 * (`lingui extract`), fails when that changed a catalog (a message the code gained or lost was
 * not extracted and committed), then checks the catalogs (catalog-check.ts): a message missing
 * from a language, an unused message, placeholders or plural forms that differ, and a text the
 * two catalog sets translate differently.
 */
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkCatalogSet, checkSharedTexts, parseCatalog, type CatalogSet } from './catalog-check';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const lingui = path.join(root, 'node_modules/.bin/lingui');
const TRANSLATED = ['es', 'fr', 'ar', 'zh-Hans'];

const sets = [
  { name: 'web', workspace: 'apps/web', folder: 'apps/web/src/locales' },
  { name: 'server', workspace: 'apps/server', folder: 'apps/server/locales' },
];

const readFolder = (folder: string) =>
  Object.fromEntries(
    readdirSync(path.join(root, folder))
      .filter((file) => file.endsWith('.po'))
      .map((file) => [
        file.replace(/\.po$/, ''),
        readFileSync(path.join(root, folder, file), 'utf8'),
      ]),
  );

const problems: string[] = [];
const catalogSets: CatalogSet[] = [];
for (const { name, workspace, folder } of sets) {
  const before = readFolder(folder);
  execFileSync(lingui, ['extract'], { cwd: path.join(root, workspace), stdio: 'ignore' });
  const after = readFolder(folder);
  for (const [language, text] of Object.entries(after)) {
    if (before[language] !== text) {
      problems.push(
        `${name} ${language}: the catalog was not up to date with the code (extracted again now: translate what is new, then commit ${folder}/${language}.po)`,
      );
    }
  }
  const set: CatalogSet = {
    name,
    sourceLanguage: 'en',
    languages: TRANSLATED,
    catalogs: Object.fromEntries(
      Object.entries(after).map(([language, text]) => [language, parseCatalog(text)]),
    ),
  };
  problems.push(...checkCatalogSet(set));
  catalogSets.push(set);
}
const [web, server] = catalogSets;
if (web && server) problems.push(...checkSharedTexts(web, server));

if (problems.length > 0) {
  console.error(`The message catalogs have ${problems.length} problem(s):\n${problems.join('\n')}`);
  process.exit(1);
}
console.log(
  `The message catalogs are complete: ${catalogSets
    .map((set) => `${set.name} ${set.catalogs.en?.size ?? 0} messages`)
    .join(', ')}, in ${TRANSLATED.join(', ')}.`,
);
