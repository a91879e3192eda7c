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

/** The local OpenID provider global setup started, and the client the servers are at it. */
export const ENV_OIDC_ISSUER = 'QUAD_E2E_OIDC_ISSUER';
export const ENV_OIDC_CLIENT_ID = 'QUAD_E2E_OIDC_CLIENT_ID';
/** A free port whose callback the provider knows, for a journey's second server. */
export const ENV_SECOND_PORT = 'QUAD_E2E_SECOND_PORT';

/** The name on the university sign-in button: **Continue with {name}**. */
export const OIDC_DISPLAY_NAME = 'Coastal Login';

export const oidcIssuer = () => read(ENV_OIDC_ISSUER);
export const oidcClientId = () => read(ENV_OIDC_CLIENT_ID);
export const secondPort = () => Number(read(ENV_SECOND_PORT));
