/**
 * npm run idp: a local OpenID Connect provider on http://localhost:9090 with a few test students
 * (any password), for `OIDC_ISSUER=http://localhost:9090 OIDC_CLIENT_ID=quad-local npm start`.
 */
import { DEFAULT_COMMUNITY } from '@quad/contract';
import { startTestStudentsIdp } from './local-idp';

const publicUrl = process.env.PUBLIC_URL ?? 'http://localhost:3000';

const idp = await startTestStudentsIdp({
  port: Number(process.env.IDP_PORT ?? 9090),
  publicUrls: [publicUrl, 'http://127.0.0.1:3000', 'http://localhost:5173'],
  universityDomain: process.env.UNIVERSITY_DOMAIN ?? DEFAULT_COMMUNITY.universityDomain,
});
console.log(`Local OpenID provider at ${idp.issuer} (client ID ${idp.clientId}, public, PKCE)`);
console.log('Test students (any password):');
for (const [login, student] of Object.entries(idp.students)) {
  console.log(`  ${login.padEnd(11)} ${student.email}`);
}
console.log(
  `\nStart Quad with:\n  OIDC_ISSUER=${idp.issuer} OIDC_CLIENT_ID=${idp.clientId} OIDC_DISPLAY_NAME="Local IdP" npm start`,
);
const stop = () => void idp.close().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
