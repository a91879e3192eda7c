/**
 * A member's first screen, drawn by the server (docs/decisions/0017): for a page the web app's
 * server entry renders and a request whose `user` cookie carries an open session, the page's head
 * goes out at once (the browser fetches the app's code and styles meanwhile), then the screen as
 * React writes it with its first page of data read in this process, then that data as a
 * non-executable JSON script for the browser's hydration. Such a page holds the member's data:
 * it is never kept by a cache (`private, no-store`) and varies by cookie.
 */
import { Negotiator } from '@fastify/accept-negotiator';
import type { Language, ServerEntry } from '@quad/contract';
import { FIRST_SCREEN_DATA_ID } from '@quad/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { PassThrough, type Transform } from 'node:stream';
import { constants, createBrotliCompress, createGzip } from 'node:zlib';
import type { AppContext } from '../context';
import type { Member } from '../modules/auth/authenticate';
import { asksPseudoLocale, pageLanguage } from '../i18n/request-language';
import { hasSessionCookie, splitAroundRoot, withHtmlLanguage } from '../plugins/app-page';
import { answerReader } from './answers';
import { cookieMemberOf, themeOf } from './member-cookie';
import { withScreenModules } from './paint-first';
import { withStylesheets } from './screen-stylesheets';

type PageStream = Transform & { flush?: (callback: () => void) => void };

/** Fast levels: the page is compressed as it is written, for one reader. */
const compressorFor = (encoding: string | null | undefined): PageStream =>
  encoding === 'br'
    ? createBrotliCompress({ params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
    : encoding === 'gzip'
      ? createGzip({ level: 6 })
      : new PassThrough();

/**
 * Resolves once the head has gone to the socket. The render that follows holds the thread until
 * it ends (the embedded database answers in this thread too), so without this wait the
 * compressor's output for the head, made on another thread, would go out with the rest.
 */
const headSent = (page: PageStream) =>
  new Promise<void>((resolve) => {
    if (page.flush) page.flush(() => setImmediate(resolve));
    else setImmediate(resolve);
  });

const LIGHT_THEME = (head: string) => head.replace('data-theme="dark"', 'data-theme="light"');

export type SendAppPage = (
  request: FastifyRequest,
  reply: FastifyReply,
  /** `member`: the signed-in member, whose language the page is in. */
  options?: { asVisitor?: boolean; member?: Member },
) => FastifyReply;

/** Sends a rendered screen, the client-only page when there is none to render. */
export const prepareRenderedPages = (
  context: AppContext,
  entry: ServerEntry,
  namedIndexHtml: string,
  sendAppPage: SendAppPage,
  stylesheets: ReadonlyMap<string, readonly string[]>,
  stylesheetTextOf: (href: string) => string | undefined,
  /** The build's files a screen's module needs in a language, fetched once the page is painted. */
  moduleFilesOf: (screenModule: string, language: Language) => readonly string[],
) => {
  const { head, tail } = splitAroundRoot(namedIndexHtml);
  // A head for each screen in each language, made once.
  const heads = new Map<string, string>();
  const headOf = (pathname: string, language: Language) => {
    const screen = entry.screenModuleOf(pathname) ?? '';
    const key = `${screen} ${language}`;
    let screenHead = heads.get(key);
    if (screenHead === undefined) {
      screenHead = withHtmlLanguage(
        withScreenModules(
          withStylesheets(head, stylesheets.get(screen) ?? [], stylesheetTextOf),
          screen ? moduleFilesOf(screen, language) : [],
        ),
        language,
      );
      heads.set(key, screenHead);
    }
    return screenHead;
  };
  const encodings = new Negotiator({ supportedValues: ['br', 'gzip'] });

  return async (request: FastifyRequest, reply: FastifyReply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    if (request.method !== 'GET' || !hasSessionCookie(request) || asksPseudoLocale(request)) {
      return sendAppPage(request, reply);
    }
    const found = await cookieMemberOf(context, request);
    // An ended or forged session gets the login screen, drawn by the app in the browser.
    if (!found) return sendAppPage(request, reply, { asVisitor: true });
    // A screen the server does not draw: the app draws it, in the member's language.
    if (!entry.rendersPath(pathname)) return sendAppPage(request, reply, { member: found.member });

    const encoding = encodings.negotiate(request.headers['accept-encoding'] ?? '');
    const page = compressorFor(encoding);
    const language = pageLanguage(request, found.member);
    reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'private, no-store')
      .header('content-language', language)
      .header('vary', 'accept-encoding, accept-language, cookie');
    if (encoding) reply.header('content-encoding', encoding);
    const screenHead = headOf(pathname, language);
    page.write(themeOf(request) === 'light' ? LIGHT_THEME(screenHead) : screenHead);
    void reply.send(page);
    await headSent(page);

    try {
      const screen = await entry.renderFirstScreen({
        url: request.url,
        user: found.user,
        language,
        readAnswer: answerReader(context, found.member, request),
      });
      for await (const chunk of screen.html) page.write(chunk);
      page.end(
        `${tail.replace(
          '</body>',
          `<script type="application/json" id="${FIRST_SCREEN_DATA_ID}">${screen.data}</script></body>`,
        )}`,
      );
    } catch (error) {
      // The head is out: the page ends empty, and the app draws the screen in the browser.
      request.log.error({ err: error }, 'rendering a first screen failed');
      page.end(tail);
    }
    return reply;
  };
};
