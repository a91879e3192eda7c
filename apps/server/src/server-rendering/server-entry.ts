/**
 * The web app's server entry, imported at run time from its build (apps/web/dist/ssr/, made by
 * `vite build --ssr`): the server's own build and type check never depend on the web app's code,
 * only on the contract's ServerEntry type. Without it (a build of the web app without its server
 * entry, tests that serve a small page), pages are sent as the client-only shell.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ServerEntry } from '@quad/contract';

export const serverEntryFileOf = (webDistDir: string) =>
  path.join(webDistDir, 'ssr', 'entry-server.js');

const isServerEntry = (value: unknown): value is ServerEntry =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as ServerEntry).rendersPath === 'function' &&
  typeof (value as ServerEntry).renderFirstScreen === 'function';

export const loadServerEntry = async (webDistDir: string): Promise<ServerEntry | undefined> => {
  const file = serverEntryFileOf(webDistDir);
  if (!existsSync(file)) return undefined;
  const loaded = (await import(pathToFileURL(file).href)) as { serverEntry?: unknown };
  if (!isServerEntry(loaded.serverEntry)) {
    throw new Error(`${file} does not export the server entry the server expects.`);
  }
  return loaded.serverEntry;
};
