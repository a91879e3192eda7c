/**
 * `npm run endpoint-table`: writes the web client's table of endpoints (method, served path,
 * whether the bearer goes with the call) to apps/web/src/api/endpoint-table.ts, from the contract
 * but without its zod schemas, which would otherwise be in every page's first download. With
 * `--check` it writes nothing and fails when the file is stale.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { format, resolveConfig } from 'prettier';
import { endpoints, servedPathOf } from '../src/index';

const target = fileURLToPath(
  new URL('../../../apps/web/src/api/endpoint-table.ts', import.meta.url),
);

const entries = Object.entries(endpoints).map(
  ([name, endpoint]) =>
    `  ${name}: { method: '${endpoint.method}', path: '${servedPathOf(endpoint)}', auth: ${endpoint.auth} },`,
);

const source = `/**
 * Written by \`npm run endpoint-table\` from packages/contract/src/endpoints.ts: do not edit (CI
 * runs \`npm run endpoint-table -- --check\`). What the client needs of each endpoint at run time,
 * without the contract's zod schemas; the types of a call still come from the contract.
 */
import type { EndpointName, Endpoints, ServedPath } from '@quad/contract';

/** An endpoint as the client calls it: the path is the served one, \`:name\` parameters unfilled. */
export type EndpointRoute<N extends EndpointName = EndpointName> = {
  readonly method: Endpoints[N]['method'];
  readonly path: ServedPath<Endpoints[N]>;
  readonly auth: Endpoints[N]['auth'];
};

export const endpointTable: { readonly [N in EndpointName]: EndpointRoute<N> } = {
${entries.join('\n')}
};
`;

const text = await format(source, {
  ...(await resolveConfig(target)),
  filepath: target,
});

if (process.argv.includes('--check')) {
  const committed = await readFile(target, 'utf8').catch(() => '');
  if (committed !== text) {
    console.error(
      'apps/web/src/api/endpoint-table.ts is stale: run npm run endpoint-table and commit it.',
    );
    process.exit(1);
  }
  console.log('apps/web/src/api/endpoint-table.ts matches the contract.');
} else {
  await writeFile(target, text);
  console.log(`wrote ${target}`);
}
