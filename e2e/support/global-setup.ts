/**
 * Starts the local OpenID provider with its test students (the one `npm run idp` runs) and the
 * built server on a free port, configured to sign in through it (support/server.ts), and stops
 * both when the run ends. A journey that starts a second server (SSO_ONLY) finds its port and the
 * provider in the environment: the provider knows that server's callback too.
 */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { DEFAULT_COMMUNITY } from '@quad/contract';
import { startTestStudentsIdp } from '../../apps/server/src/commands/local-idp';
import {
  ENV_BASE_URL,
  ENV_DATA_DIR,
  ENV_OIDC_CLIENT_ID,
  ENV_OIDC_ISSUER,
  ENV_SECOND_PORT,
  OIDC_DISPLAY_NAME,
} from './env';
import { ARTIFACTS_DIR, assertPrerequisites } from './paths';
import { freePort, HOST, startServer } from './server';

export default async function globalSetup() {
  assertPrerequisites();
  await mkdir(ARTIFACTS_DIR, { recursive: true });
  const [port, secondPort] = [await freePort(), await freePort()];
  const idp = await startTestStudentsIdp({
    publicUrls: [`http://${HOST}:${port}`, `http://${HOST}:${secondPort}`],
    universityDomain: DEFAULT_COMMUNITY.universityDomain,
  });
  const oidc = {
    OIDC_ISSUER: idp.issuer,
    OIDC_CLIENT_ID: idp.clientId,
    OIDC_DISPLAY_NAME,
    // The affiliation claim (Student, Faculty…) as campus providers give it.
    OIDC_SCOPES: 'openid email profile eduperson_affiliation',
  };

  let server;
  try {
    server = await startServer({
      port,
      log: path.join(ARTIFACTS_DIR, 'server.log'),
      env: oidc,
    });
  } catch (error) {
    await idp.close();
    throw error;
  }

  process.env[ENV_BASE_URL] = server.baseUrl;
  process.env[ENV_DATA_DIR] = server.dataDir;
  process.env[ENV_OIDC_ISSUER] = idp.issuer;
  process.env[ENV_OIDC_CLIENT_ID] = idp.clientId;
  process.env[ENV_SECOND_PORT] = String(secondPort);

  return async () => {
    try {
      await server.stop();
    } finally {
      await idp.close();
    }
  };
}
