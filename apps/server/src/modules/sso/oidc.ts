/**
 * OpenID Connect with openid-client 6: discovery at start-up, retried in the background while
 * the provider does not answer; authorization code with PKCE (S256), state and nonce, the query
 * response mode; the ID token checked in full, its signature included (non-repudiation checks).
 */
import * as client from 'openid-client';
import type { AppContext } from '../../context';
import { isSecureOrLocal, type OidcConfig } from '../../infra/config';
import { SignInRefused, type UniversityProfile } from './service';

export const OIDC_CALLBACK_PATH = '/api/v1/auth/oidc/callback';

/** What the flow cookie keeps between the start and the callback. */
export interface OidcFlow {
  state: string;
  nonce: string;
  verifier: string;
  returnTo: string;
}

const RETRY_FIRST_MS = 2_000;
const RETRY_MAX_MS = 5 * 60_000;

export interface OidcOptions {
  /** The HTTP client openid-client uses (tests look at what the provider answers). */
  fetch?: client.CustomFetch;
}

export class OidcProvider {
  private configuration: client.Configuration | undefined;
  private timer: NodeJS.Timeout | undefined;
  private closed = false;
  readonly redirectUri: string;

  constructor(
    private readonly context: AppContext,
    private readonly config: OidcConfig,
    private readonly options: OidcOptions = {},
  ) {
    this.redirectUri = `${context.config.publicUrl}${OIDC_CALLBACK_PATH}`;
  }

  get available() {
    return this.configuration !== undefined;
  }

  /** Discovers the provider; on failure, tries again later (doubling, up to 5 minutes). */
  start(delayMs = RETRY_FIRST_MS) {
    void this.discover().catch((error: unknown) => {
      if (this.closed) return;
      this.context.log.warn(
        { err: error, issuer: this.config.issuer, retryInMs: delayMs },
        'OpenID Connect discovery failed; retrying',
      );
      this.timer = setTimeout(() => this.start(Math.min(delayMs * 2, RETRY_MAX_MS)), delayMs);
      this.timer.unref();
    });
  }

  /** Resolves once discovery succeeded (tests, start-up). */
  async discover() {
    const server = new URL(this.config.issuer);
    const local = server.protocol === 'http:' && isSecureOrLocal(this.config.issuer);
    const configuration = await client.discovery(
      server,
      this.config.clientId,
      this.config.clientSecret ? { client_secret: this.config.clientSecret } : undefined,
      this.config.clientSecret ? client.ClientSecretBasic(this.config.clientSecret) : client.None(),
      {
        ...(local ? { execute: [client.allowInsecureRequests] } : {}),
        ...(this.options.fetch ? { [client.customFetch]: this.options.fetch } : {}),
        timeout: 10,
      },
    );
    // The ID token comes from the token endpoint over TLS; its signature is checked anyway.
    client.enableNonRepudiationChecks(configuration);
    this.configuration = configuration;
    this.context.log.info({ issuer: this.config.issuer }, 'OpenID Connect provider discovered');
  }

  close() {
    this.closed = true;
    clearTimeout(this.timer);
  }

  private ready() {
    if (!this.configuration) throw new SignInRefused('the OpenID Connect provider is unavailable');
    return this.configuration;
  }

  /** The provider's authorization URL and the flow to keep in the browser's cookie. */
  async authorizationUrl(returnTo: string): Promise<{ url: URL; flow: OidcFlow }> {
    const configuration = this.ready();
    const flow: OidcFlow = {
      state: client.randomState(),
      nonce: client.randomNonce(),
      verifier: client.randomPKCECodeVerifier(),
      returnTo,
    };
    const url = client.buildAuthorizationUrl(configuration, {
      redirect_uri: this.redirectUri,
      scope: this.config.scopes,
      response_type: 'code',
      response_mode: 'query',
      state: flow.state,
      nonce: flow.nonce,
      code_challenge: await client.calculatePKCECodeChallenge(flow.verifier),
      code_challenge_method: 'S256',
    });
    return { url, flow };
  }

  /** Checks the provider's answer against the flow and answers who signed in. */
  async finish(query: string, flow: OidcFlow | undefined): Promise<UniversityProfile> {
    const configuration = this.ready();
    if (!flow) throw new SignInRefused('no sign-in flow cookie (another browser, or expired)');
    const params = new URLSearchParams(query);
    const error = params.get('error');
    if (error) throw new SignInRefused(`the provider answered ${error}`);
    const currentUrl = new URL(this.redirectUri);
    currentUrl.search = params.toString();
    let claims: Record<string, unknown> & client.IDToken;
    try {
      const tokens = await client.authorizationCodeGrant(configuration, currentUrl, {
        pkceCodeVerifier: flow.verifier,
        expectedState: flow.state,
        expectedNonce: flow.nonce,
        idTokenExpected: true,
      });
      const idToken = tokens.claims();
      if (!idToken) throw new Error('no ID token');
      claims = { ...idToken };
      // A provider may keep the e-mail and names for the UserInfo endpoint.
      if (claims.email === undefined && tokens.access_token) {
        const userInfo = await client.fetchUserInfo(
          configuration,
          tokens.access_token,
          idToken.sub,
        );
        claims = { ...userInfo, ...idToken };
      }
    } catch (failure) {
      throw new SignInRefused(`the provider's answer was refused: ${(failure as Error).message}`);
    }
    const text = (value: unknown) => (typeof value === 'string' ? value : undefined);
    const affiliation = claims.affiliation ?? claims.eduperson_affiliation;
    return {
      provider: 'oidc',
      issuer: claims.iss,
      subject: claims.sub,
      email: text(claims.email),
      // Some providers write it as a string.
      emailVerified:
        claims.email_verified === false || claims.email_verified === 'false' ? false : undefined,
      firstName: text(claims.given_name),
      lastName: text(claims.family_name),
      affiliations: Array.isArray(affiliation)
        ? affiliation.filter((value): value is string => typeof value === 'string')
        : typeof affiliation === 'string'
          ? [affiliation]
          : [],
    };
  }
}
