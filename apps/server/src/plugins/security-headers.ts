/**
 * The security headers of every answer: helmet's, with the content security policy of the web
 * app, and what helmet does not send. Helmet's middleware is made once: @fastify/helmet made it
 * again for every request, parsing the policy each time.
 */
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

/** Browser features the app never uses; it takes photos through a file input, which needs none. */
const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=()';
/** One year, subdomains included: helmet's value. */
const STRICT_TRANSPORT_SECURITY = 'max-age=31536000; includeSubDomains';

export interface SecurityHeadersOptions {
  /** PUBLIC_URL: an https address says the server is reached over HTTPS (behind a proxy too). */
  publicUrl: string;
  /** Other origins the page may show images from (MEDIA_URL, PUBLIC_URL). */
  imageOrigins: readonly string[];
}

export const registerSecurityHeaders = (
  app: FastifyInstance,
  { publicUrl, imageOrigins }: SecurityHeadersOptions,
) => {
  const helmetHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...imageOrigins],
        styleSrc: ["'self'", "'unsafe-inline'"],
        scriptSrc: ["'self'"],
        connectSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginResourcePolicy: { policy: 'same-site' },
    // The same as frame-ancestors 'none', for browsers that do not read CSP.
    xFrameOptions: { action: 'deny' },
    // Browsers ignore it over plain HTTP; it is sent below when the server is reached over HTTPS.
    strictTransportSecurity: false,
  });
  app.addHook('onRequest', (request, reply, done) => {
    helmetHeaders(request.raw, reply.raw, () => done());
  });

  const publicOverHttps = new URL(publicUrl).protocol === 'https:';
  app.addHook('onRequest', async (request, reply) => {
    reply.header('permissions-policy', PERMISSIONS_POLICY);
    // request.protocol reads X-Forwarded-Proto only from a proxy TRUST_PROXY names.
    if (publicOverHttps || request.protocol === 'https') {
      reply.header('strict-transport-security', STRICT_TRANSPORT_SECURITY);
    }
  });
};
