/**
 * The running server, as global setup published it. Setup runs in the runner process before the
 * workers start, and workers inherit its environment.
 */
export const ENV_BASE_URL = 'QUAD_E2E_BASE_URL';
export const ENV_DATA_DIR = 'QUAD_E2E_DATA_DIR';

const read = (name: string) => {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run the suite through playwright.config.ts`);
  return value;
};

export const baseUrl = () => read(ENV_BASE_URL);
export const dataDir = () => read(ENV_DATA_DIR);
