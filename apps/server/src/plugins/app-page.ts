/**
 * The page that every path of the web app answers: the build's index.html with the deployment's
 * names put in its login shell, in two versions compressed once at start. A visitor gets the
 * login screen's brand and headline painted from this first answer; a member (the web app's
 * `user` cookie) gets the app's header bar instead, as the app opens on the signed-in screens.
 */
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { Negotiator } from '@fastify/accept-negotiator';
import {
  DEFAULT_LANGUAGE,
  directionOf,
  SIGN_IN_PROVIDERS_DATA_ID,
  type Language,
  type SignInProviders,
} from '@quad/contract';
import type { FastifyRequest } from 'fastify';
import { pageLanguage } from '../i18n/request-language';
import { translate } from '../i18n/translate';
import type { SendAppPage } from '../server-rendering/rendered-page';

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

/** The login shell's headline (features/auth/login-page.tsx says it too). */
export const TAGLINE =
  '{productName} is the social networking site of {communityName}. Connect with classmates and share what is happening on campus.';
const LOGIN_SHELL_TAGLINE = /(<p class="login-shell-tagline">)[\s\S]*?(<\/p>)/;

/**
 * The page in a language: `<html lang dir>`, with `data-language` saying the server chose it
 * (the web app loads that language's catalog), and the login shell's headline translated.
 */
export const withHtmlLanguage = (html: string, language: Language) =>
  html.replace(
    '<html lang="en"',
    `<html lang="${language}" dir="${directionOf(language)}" data-language="${language}"`,
  );

export const inLanguage = (named: string, language: Language, names: CommunityNames) => {
  const page = withHtmlLanguage(named, language);
  if (language === DEFAULT_LANGUAGE) return page;
  // The names go in as markers, so the translation is escaped and the names' spans kept.
  const text = translate(language, TAGLINE, {
    id: TAGLINE,
    values: { productName: '\u0001', communityName: '\u0002' },
  });
  const span = (key: keyof CommunityNames) =>
    `<span data-community="${key}">${escapeHtml(names[key])}</span>`;
  const tagline = escapeHtml(text)
    .replace('\u0001', span('productName'))
    .replace('\u0002', span('communityName'));
  return page.replace(
    LOGIN_SHELL_TAGLINE,
    (_, open: string, close: string) => `${open}${tagline}${close}`,
  );
};

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
  const visitorHtml = withSignInProviders(named.replace(MEMBER_SHELL, ''), providers);
  const memberHtml = named.replace(LOGIN_SHELL, '');
  // Each language's pair, compressed once when first asked for.
  const pages = new Map<Language, { visitor: Encoded; member: Encoded }>();
  const pagesIn = (language: Language) => {
    let pair = pages.get(language);
    if (!pair) {
      pair = {
        visitor: encode(inLanguage(visitorHtml, language, names)),
        member: encode(inLanguage(memberHtml, language, names)),
      };
      pages.set(language, pair);
    }
    return pair;
  };
  const encodings = new Negotiator({ supportedValues: ['br', 'gzip'] });

  /**
   * Sends the page for this request, compressed as the client accepts: the visitor's when the
   * server found the session cookie's session ended.
   */
  const sendAppPage: SendAppPage = (request, reply, { asVisitor = false, member } = {}) => {
    const language = pageLanguage(request, member);
    const pair = pagesIn(language);
    const page = !asVisitor && hasSessionCookie(request) ? pair.member : pair.visitor;
    const encoding = encodings.negotiate(request.headers['accept-encoding'] ?? '');
    reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('content-language', language)
      // The answer depends on these: caches must keep the versions apart.
      .header('vary', 'accept-encoding, accept-language, cookie');
    if (encoding) reply.header('content-encoding', encoding);
    return reply.send(page[encoding ?? 'identity']);
  };
  return sendAppPage;
};
