/**
 * `npm run openapi`: writes the OpenAPI document generated from the contract to
 * docs/openapi.json. With `--check` it writes nothing and fails when the file is stale.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { API_VERSION, buildOpenApiDocument } from '../src/index';

const target = fileURLToPath(new URL('../../../docs/openapi.json', import.meta.url));
const text = `${JSON.stringify(buildOpenApiDocument({ version: API_VERSION }), null, 2)}\n`;

if (process.argv.includes('--check')) {
  const committed = await readFile(target, 'utf8').catch(() => '');
  if (committed !== text) {
    console.error('docs/openapi.json is stale: run npm run openapi and commit it.');
    process.exit(1);
  }
  console.log('docs/openapi.json matches the contract.');
} else {
  await writeFile(target, text);
  console.log(`wrote ${target}`);
}
