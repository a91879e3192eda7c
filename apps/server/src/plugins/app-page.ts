/**
 * The page that every path of the web app answers: the build's index.html with the deployment's
 * names put in its login shell, in two versions compressed once at start. A visitor gets the
 * login screen's brand and headline painted from this first answer; a member (the web app's
 * `user` cookie) gets the app's header bar instead, as the app opens on the signed-in screens.
 */
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { Negotiator } from '@fastify/accept-negotiator';
import { SIGN_IN_PROVIDERS_DATA_ID, type SignInProviders } from '@quad/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';

export interface CommunityNames {
  productName: string;
  communityName: string;
}

/** The parts of index.html (apps/web/index.html) for a visitor and for a member. */
const LOGIN_SHELL = /<!-- login-shell -->[\s\S]*?<!-- \/login-shell -->/;
const MEMBER_SHELL = /<!-- member-shell -->[\s\S]*?<!-- \/member-shell -->/;
/** `<span data-community="productName">Quad</span>`: the default name, replaced by the configured one. */
const COMMUNITY_NAME_SPAN = /(<span\b[^>]*\bdata-community="(\w+)"[^>]*>)[^<]*(<\/span>)/g;
/** The cookie in which the web app keeps the session (apps/web/src/session/session-store.ts). */
const SESSION_COOKIE = /(?:^|;)\s*user=[^;]/;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

interface Encoded {
  identity: Buffer;
  br: Buffer;
  gzip: Buffer;
}

const encode = (html: string): Encoded => {
  const identity = Buffer.from(html);
  return {
    identity,
    br: brotliCompressSync(identity, {
      params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY },
    }),
    gzip: gzipSync(identity, { level: constants.Z_BEST_COMPRESSION }),
  };
};

/** index.html with the deployment's names in it. */
export const namedPage = (indexHtml: string, names: CommunityNames) =>
  indexHtml.replace(COMMUNITY_NAME_SPAN, (span, open: string, key: string, close: string) =>
    key === 'productName' || key === 'communityName'
      ? `${open}${escapeHtml(names[key])}${close}`
      : span,
  );

/** Whether a request carries the web app's session cookie (not whether its session is open). */
export const hasSessionCookie = (request: FastifyRequest) =>
  SESSION_COOKIE.test(request.headers.cookie ?? '');

/** The empty root once both shells are out: spaces and the comment about them. */
const EMPTIED_ROOT = /<div id="root">(?:\s|<!--[\s\S]*?-->)*<\/div>/;

/** The page without either shell, split where a rendered screen goes (inside the root). */
export const splitAroundRoot = (named: string) => {
  const [head, tail] = named
    .replace(MEMBER_SHELL, '')
    .replace(LOGIN_SHELL, '')
    .replace(EMPTIED_ROOT, '<div id="root">\0</div>')
    .split('\0');
  if (head === undefined || tail === undefined) throw new Error('index.html has no root element.');
  return { head, tail };
};

/**
 * The visitor's page carries the providers the deployment is configured with, so the login
 * screen draws their buttons (or, university sign-in only, no password form) from its first
 * render instead of moving the form down when their answer comes; the answer then says which
 * of them can be reached.
 */
const withSignInProviders = (html: string, providers: SignInProviders) =>
  html.replace(
    '</head>',
    `<script type="application/json" id="${SIGN_IN_PROVIDERS_DATA_ID}">${JSON.stringify(
      providers,
    ).replace(/</g, '\\u003c')}</script></head>`,
  );

export const prepareAppPage = (
  indexHtml: string,
  names: CommunityNames,
  providers: SignInProviders = { providers: [], ssoOnly: false },
) => {
  const named = namedPage(indexHtml, names);
  const visitorPage = encode(withSignInProviders(named.replace(MEMBER_SHELL, ''), providers));
  const memberPage = encode(named.replace(LOGIN_SHELL, ''));
  const encodings = new Negotiator({ supportedValues: ['br', 'gzip'] });

  /**
   * Sends the page for this request, compressed as the client accepts: the visitor's when the
   * server found the session cookie's session ended.
   */
  return (request: FastifyRequest, reply: FastifyReply, { asVisitor = false } = {}) => {
    const page = !asVisitor && hasSessionCookie(request) ? memberPage : visitorPage;
    const encoding = encodings.negotiate(request.headers['accept-encoding'] ?? '');
    reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      // The answer depends on both: caches must keep the versions apart.
      .header('vary', 'accept-encoding, cookie');
    if (encoding) reply.header('content-encoding', encoding);
    return reply.send(page[encoding ?? 'identity']);
  };
};
