/** HTTP of university sign-in: the buttons, the providers' redirects, the code exchange, settings. */
import fastifyCookie from '@fastify/cookie';
import {
  API_PREFIX,
  endpoints,
  UNIVERSITY_SIGN_IN_LANDING,
  UNIVERSITY_SIGN_IN_MARKERS,
  type SignInProvider,
} from '@quad/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { route } from '../../http/route';
import { minutes } from '../../infra/clock';
import { notFound } from '../../infra/errors';
import { limitRequests } from '../../plugins/rate-limit';
import { memberOf } from '../auth/authenticate';
import { OidcProvider, type OidcFlow, type OidcOptions } from './oidc';
import { SamlProvider } from './saml';
import * as sso from './service';

const FLOW_COOKIE = 'quad_oidc_flow';
const FLOW_MINUTES = 10;
const COOKIE_PATH = `${API_PREFIX}/auth`;

export const ssoLimits = {
  /** Like the log-in form's: per address, generous for a campus behind one NAT. */
  signInPerAddress: { name: 'university-sign-in-ip', max: 100, windowMs: minutes(5) },
} as const;

export type UniversitySignInOptions = OidcOptions;

const landing = (marker: keyof typeof UNIVERSITY_SIGN_IN_MARKERS) =>
  `${UNIVERSITY_SIGN_IN_LANDING}?sso=${UNIVERSITY_SIGN_IN_MARKERS[marker]}`;

export const registerUniversitySignIn = async (
  api: FastifyInstance,
  context: AppContext,
  options: UniversitySignInOptions = {},
) => {
  const oidc = context.config.oidc
    ? new OidcProvider(context, context.config.oidc, options)
    : undefined;
  const saml = context.config.saml ? new SamlProvider(context, context.config.saml) : undefined;
  oidc?.start(0);
  saml?.start(0);
  api.addHook('onClose', async () => {
    oidc?.close();
    saml?.close();
  });

  await api.register(async (scope) => {
    await scope.register(fastifyCookie, { secret: context.secret });
    // The SAML HTTP-POST binding: a form the identity provider's page posts, in this scope only.
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 1_048_576 },
      (_request, body, done) => {
        done(null, Object.fromEntries(new URLSearchParams(body as string)));
      },
    );
    const limit = limitRequests(scope, context.config.rateLimit, ssoLimits.signInPerAddress);

    const cookieOptions = (request: FastifyRequest, maxAgeMinutes: number) => ({
      path: COOKIE_PATH,
      httpOnly: true,
      sameSite: 'lax' as const,
      secure: request.protocol === 'https' || context.config.publicUrl.startsWith('https:'),
      maxAge: maxAgeMinutes * 60,
    });

    /** Ends a flow: the member's code in its cookie and the landing page, or the failure. */
    const finish = async (
      request: FastifyRequest,
      reply: FastifyReply,
      work: () => Promise<{ profile: sso.UniversityProfile; returnTo: string }>,
    ) => {
      try {
        const { profile, returnTo } = await work();
        const code = await sso.universitySignIn(context, profile, returnTo);
        reply.setCookie(sso.HANDOFF_COOKIE, code, cookieOptions(request, sso.HANDOFF_MINUTES));
        return reply.redirect(landing('complete'), 302);
      } catch (error) {
        if (!(error instanceof sso.SignInRefused)) throw error;
        request.log.warn({ reason: error.message }, 'university sign-in refused');
        return reply.redirect(landing('failed'), 302);
      }
    };

    route(scope, context, endpoints.getSignInProviders, {
      handler: async () => {
        const providers: SignInProvider[] = [];
        if (oidc && context.config.oidc) {
          providers.push({
            id: 'oidc',
            displayName: context.config.oidc.displayName,
            available: oidc.available,
          });
        }
        if (saml && context.config.saml) {
          providers.push({
            id: 'saml',
            displayName: context.config.saml.displayName,
            available: saml.available,
          });
        }
        return { providers, ssoOnly: context.config.ssoOnly };
      },
    });

    route(scope, context, endpoints.startOidcSignIn, {
      preHandler: limit,
      handler: async (request, reply) => {
        if (!oidc?.available) {
          request.log.warn(
            { reason: 'OpenID Connect is not configured or not reachable' },
            'university sign-in refused',
          );
          return reply.redirect(landing('failed'), 302);
        }
        const { url, flow } = await oidc.authorizationUrl(sso.safeReturnTo(request.query.returnTo));
        reply.setCookie(FLOW_COOKIE, JSON.stringify(flow), {
          ...cookieOptions(request, FLOW_MINUTES),
          signed: true,
        });
        return reply.redirect(url.href, 302);
      },
    });

    route(scope, context, endpoints.finishOidcSignIn, {
      preHandler: limit,
      handler: async (request, reply) => {
        const flow = readFlow(request);
        // The flow is for one answer: the cookie goes whatever the answer.
        reply.clearCookie(FLOW_COOKIE, { path: COOKIE_PATH });
        return finish(request, reply, async () => {
          if (!oidc) throw new sso.SignInRefused('OpenID Connect is not configured');
          const query = request.url.split('?')[1] ?? '';
          return { profile: await oidc.finish(query, flow), returnTo: flow?.returnTo ?? '/' };
        });
      },
    });

    route(scope, context, endpoints.startSamlSignIn, {
      preHandler: limit,
      handler: async (request, reply) => {
        if (!saml?.available) {
          request.log.warn(
            { reason: 'SAML is not configured or not reachable' },
            'university sign-in refused',
          );
          return reply.redirect(landing('failed'), 302);
        }
        const url = await saml.authorizationUrl(sso.safeReturnTo(request.query.returnTo));
        return reply.redirect(url, 302);
      },
    });

    route(scope, context, endpoints.samlAssertionConsumer, {
      preHandler: limit,
      handler: async (request, reply) =>
        finish(request, reply, async () => {
          if (!saml) throw new sso.SignInRefused('SAML is not configured');
          return saml.finish(request.body.SAMLResponse, request.body.RelayState);
        }),
    });

    route(scope, context, endpoints.getSamlMetadata, {
      handler: async (_request, reply) => {
        if (!saml) throw notFound('SAML is not configured on this server.');
        reply.header('cache-control', 'public, max-age=3600');
        return saml.metadata();
      },
    });

    route(scope, context, endpoints.completeUniversitySignIn, {
      preHandler: limit,
      handler: async (request, reply) => {
        const code = request.cookies[sso.HANDOFF_COOKIE];
        reply.clearCookie(sso.HANDOFF_COOKIE, { path: COOKIE_PATH });
        return sso.completeSignIn(context, code);
      },
    });
  });

  route(api, context, endpoints.finishProfile, {
    handler: async (request) => sso.finishProfile(context, memberOf(request).id, request.body),
  });

  route(api, context, endpoints.getSignInMethods, {
    handler: async (request) => sso.signInMethods(context, memberOf(request).id),
  });

  route(api, context, endpoints.unlinkSignInMethod, {
    handler: async (request) =>
      sso.unlink(context, memberOf(request).id, request.params.identityId),
  });

  route(api, context, endpoints.setPassword, {
    preHandler: limitRequests(api, context.config.rateLimit, {
      name: 'set-password-member',
      max: 10,
      windowMs: minutes(15),
      key: (request) => memberOf(request).id,
    }),
    handler: async (request) =>
      sso.setPassword(context, memberOf(request).id, request.body.new_password),
  });

  route(api, context, endpoints.setAffiliationBadge, {
    handler: async (request) =>
      sso.setAffiliationShown(context, memberOf(request).id, request.body.shown),
  });
};

const readFlow = (request: FastifyRequest): OidcFlow | undefined => {
  const raw = request.cookies[FLOW_COOKIE];
  if (!raw) return undefined;
  const unsigned = request.unsignCookie(raw);
  if (!unsigned.valid || !unsigned.value) return undefined;
  try {
    const flow = JSON.parse(unsigned.value) as Partial<OidcFlow>;
    return typeof flow.state === 'string' &&
      typeof flow.nonce === 'string' &&
      typeof flow.verifier === 'string' &&
      typeof flow.returnTo === 'string'
      ? (flow as OidcFlow)
      : undefined;
  } catch {
    return undefined;
  }
};
