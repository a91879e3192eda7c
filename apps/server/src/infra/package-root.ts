import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The server package's folder, found from this module whether it runs from src/ (tsx, tests)
 * or from the dist/ bundle.
 */
export const serverPackageRoot = (() => {
  let folder = path.dirname(fileURLToPath(import.meta.url));
  while (!existsSync(path.join(folder, 'package.json'))) {
    const parent = path.dirname(folder);
    if (parent === folder) throw new Error('Cannot find the server package folder');
    folder = parent;
  }
  return folder;
})();

export const migrationsFolder = path.join(serverPackageRoot, 'drizzle');
export const defaultWebDistDir = path.resolve(serverPackageRoot, '../web/dist');
