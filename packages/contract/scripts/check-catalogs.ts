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

const workspaces = [
  { name: 'web', workspace: 'apps/web', folder: 'apps/web/src/locales' },
  { name: 'server', workspace: 'apps/server', folder: 'apps/server/locales' },
];

/** A folder's catalogs by language: `{language}.po` files. */
const readCatalogs = (folder: string) =>
  Object.fromEntries(
    readdirSync(folder)
      .filter((file) => file.endsWith('.po'))
      .map((file) => [file.replace(/\.po$/, ''), readFileSync(path.join(folder, file), 'utf8')]),
  );

/**
 * A workspace's catalog sets: its folder's own `{language}.po` files, and each subfolder's (the
 * web app has one catalog per feature folder), by the folder they are in.
 */
const readWorkspace = (name: string, folder: string) => {
  const full = path.join(root, folder);
  const sets = [{ name, folder, catalogs: readCatalogs(full) }];
  for (const entry of readdirSync(full, { withFileTypes: true })) {
    if (!entry.isDirectory()) continue;
    sets.push({
      name: `${name} ${entry.name}`,
      folder: path.join(folder, entry.name),
      catalogs: readCatalogs(path.join(full, entry.name)),
    });
  }
  return sets.filter((set) => Object.keys(set.catalogs).length > 0);
};

const problems: string[] = [];
const catalogSets: CatalogSet[] = [];
for (const { name, workspace, folder } of workspaces) {
  const before = readWorkspace(name, folder);
  execFileSync(lingui, ['extract'], { cwd: path.join(root, workspace), stdio: 'ignore' });
  const after = readWorkspace(name, folder);
  for (const set of after) {
    const earlier = before.find((other) => other.name === set.name);
    for (const [language, text] of Object.entries(set.catalogs)) {
      if (earlier?.catalogs[language] !== text) {
        problems.push(
          `${set.name} ${language}: the catalog was not up to date with the code (extracted again now: translate what is new, then commit ${set.folder}/${language}.po)`,
        );
      }
    }
    const catalogSet: CatalogSet = {
      name: set.name,
      sourceLanguage: 'en',
      languages: TRANSLATED,
      catalogs: Object.fromEntries(
        Object.entries(set.catalogs).map(([language, text]) => [language, parseCatalog(text)]),
      ),
    };
    problems.push(...checkCatalogSet(catalogSet));
    catalogSets.push(catalogSet);
  }
}
// One text, one translation: in every catalog that holds it, the web's and the server's.
for (const [index, set] of catalogSets.entries()) {
  for (const other of catalogSets.slice(index + 1)) problems.push(...checkSharedTexts(set, other));
}

if (problems.length > 0) {
  console.error(`The message catalogs have ${problems.length} problem(s):\n${problems.join('\n')}`);
  process.exit(1);
}
console.log(
  `The message catalogs are complete: ${catalogSets.length} catalogs, ${catalogSets.reduce(
    (total, set) => total + (set.catalogs.en?.size ?? 0),
    0,
  )} messages, in ${TRANSLATED.join(', ')}.`,
);
