/**
 * A local OpenID Connect provider (oidc-provider) with a few test students, to try university
 * sign-in on one machine (`npm run idp`) and to test it against a real provider.
 */
import { generateKeyPair, exportJWK, type JWK } from 'jose';
import type { AddressInfo } from 'node:net';
import Provider, { type Configuration } from 'oidc-provider';

export interface LocalStudent {
  email: string;
  email_verified?: boolean;
  given_name: string;
  family_name: string;
  affiliation?: string[];
}

export const localStudents = (domain: string): Record<string, LocalStudent> => ({
  ada: {
    email: `ada@${domain}`,
    email_verified: true,
    given_name: 'Ada',
    family_name: 'Lovelace',
    affiliation: ['student', 'member'],
  },
  grace: {
    email: `grace@${domain}`,
    email_verified: true,
    given_name: 'Grace',
    family_name: 'Hopper',
    affiliation: ['faculty'],
  },
  alan: { email: `alan@${domain}`, given_name: 'Alan', family_name: 'Turing' },
  unverified: {
    email: `unverified@${domain}`,
    email_verified: false,
    given_name: 'Una',
    family_name: 'Verified',
  },
  outsider: {
    email: 'outsider@elsewhere.example',
    email_verified: true,
    given_name: 'Otto',
    family_name: 'Outsider',
  },
});

export interface LocalIdpOptions {
  port?: number;
  /** The host it listens on and names in its issuer. */
  host?: string;
  /** Where Quad's callback is: `{PUBLIC_URL}/api/v1/auth/oidc/callback`. */
  redirectUris: string[];
  clientId?: string;
  /** Unset: a public client (PKCE only). */
  clientSecret?: string;
  students: Record<string, LocalStudent>;
  /** The signing key; a new one by default. */
  signingKey?: JWK;
}

export const newSigningKey = async (kid = 'local-idp') => {
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  return { ...(await exportJWK(privateKey)), kid, alg: 'RS256', use: 'sig' };
};

/** Starts the provider on 127.0.0.1; answers its issuer and a function that stops it. */
export const startLocalIdp = async (options: LocalIdpOptions) => {
  const signingKey = options.signingKey ?? (await newSigningKey());
  const clientId = options.clientId ?? 'quad-local';
  const configuration: Configuration = {
    clients: [
      {
        client_id: clientId,
        ...(options.clientSecret
          ? {
              client_secret: options.clientSecret,
              token_endpoint_auth_method: 'client_secret_basic',
            }
          : { token_endpoint_auth_method: 'none' }),
        redirect_uris: options.redirectUris,
        response_types: ['code'],
        grant_types: ['authorization_code'],
      },
    ],
    jwks: { keys: [signingKey] },
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['given_name', 'family_name', 'name'],
      eduperson_affiliation: ['affiliation'],
    },
    scopes: ['openid', 'email', 'profile', 'eduperson_affiliation'],
    // The claims go in the ID token, as campus providers put them.
    conformIdTokenClaims: false,
    features: { devInteractions: { enabled: true } },
    pkce: { required: () => true },
    cookies: { keys: ['local-idp-cookie-key'] },
    ttl: {
      Interaction: 3600,
      Session: 86_400,
      Grant: 86_400,
      AccessToken: 3600,
      IdToken: 3600,
      AuthorizationCode: 60,
    },
    findAccount: (_context, id) => {
      const student = options.students[id];
      if (!student) return undefined;
      return {
        accountId: id,
        claims: () => ({
          sub: id,
          name: `${student.given_name} ${student.family_name}`,
          ...student,
        }),
      };
    },
    // No consent screen: every client of this provider is trusted with what it asks for.
    loadExistingGrant: async (context) => {
      const session = context.oidc.session;
      const client = context.oidc.client;
      if (!session?.accountId || !client) return undefined;
      const grant = new context.oidc.provider.Grant({
        clientId: client.clientId,
        accountId: session.accountId,
      });
      grant.addOIDCScope('openid email profile eduperson_affiliation');
      await grant.save();
      return grant;
    },
    renderError: (context, _out, error) => {
      context.type = 'text/plain';
      context.body = `The local provider refused the request: ${error.message}`;
    },
  };
  // The issuer is known once the port is.
  const { createServer } = await import('node:http');
  const server = createServer();
  const host = options.host ?? '127.0.0.1';
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, host, resolve));
  const issuer = `http://${host}:${(server.address() as AddressInfo).port}`;
  const provider = new Provider(issuer, configuration);
  const handle = provider.callback();
  server.on('request', (request, response) => void handle(request, response));
  return {
    issuer,
    clientId,
    signingKey,
    provider,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
};

/** The client Quad is registered as at the local provider: public, with PKCE. */
export const LOCAL_IDP_CLIENT_ID = 'quad-local';

export interface TestStudentsIdpOptions {
  /** 0 (the default) takes a free port. */
  port?: number;
  /** The addresses Quad is reached at; each one's callback is registered. */
  publicUrls: string[];
  /** The university's e-mail domain of the test students. */
  universityDomain: string;
}

/**
 * The provider `npm run idp` and the browser journeys run: the test students of
 * `universityDomain`, any password, a public client, and an `http://localhost` issuer (the only
 * `http://` issuer Quad's configuration accepts besides 127.0.0.1).
 */
export const startTestStudentsIdp = async ({
  port = 0,
  publicUrls,
  universityDomain,
}: TestStudentsIdpOptions) => {
  const students = localStudents(universityDomain);
  const redirectUris = [
    ...new Set(publicUrls.map((url) => `${url.replace(/\/+$/, '')}/api/v1/auth/oidc/callback`)),
  ];
  const idp = await startLocalIdp({
    port,
    host: 'localhost',
    clientId: LOCAL_IDP_CLIENT_ID,
    redirectUris,
    students,
  });
  return { ...idp, students };
};
