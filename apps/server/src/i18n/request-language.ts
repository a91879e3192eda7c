/**
 * The language of a request: the signed-in member's choice, else the best match of the
 * client's `Accept-Language`, else English. Every API answer says it in `Content-Language`, and
 * its `message` is in it.
 */
import {
  isLanguage,
  LANGUAGE_COOKIE,
  languageOfHeader,
  PSEUDO_LANGUAGE,
  type Language,
} from '@quad/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Member } from '../modules/auth/authenticate';
import { translate, type Translation } from './translate';

export const requestLanguage = (request: FastifyRequest): Language =>
  request.member?.language ?? languageOfHeader(request.headers['accept-language']);

const LANGUAGE_COOKIE_VALUE = new RegExp(`(?:^|;)\\s*${LANGUAGE_COOKIE}=([^;]*)`);

const languageCookieValue = (request: FastifyRequest) =>
  LANGUAGE_COOKIE_VALUE.exec(request.headers.cookie ?? '')?.[1]?.trim();

/** The language chosen on this device (the web app's `lang` cookie), if it is one of Quad's. */
export const languageCookieOf = (request: FastifyRequest): Language | undefined => {
  const value = languageCookieValue(request);
  return isLanguage(value) ? value : undefined;
};

/** A browser showing the tests' pseudo-locale, whose pages the app draws itself. */
export const asksPseudoLocale = (request: FastifyRequest) =>
  languageCookieValue(request) === PSEUDO_LANGUAGE;

/**
 * The language of a page the server sends: the member's choice (when the page is drawn for a
 * member), else the device's, else the browser's `Accept-Language`.
 */
export const pageLanguage = (request: FastifyRequest, member?: Member): Language =>
  member?.language ??
  languageCookieOf(request) ??
  languageOfHeader(request.headers['accept-language']);

/** A message of an answer in the request's language. */
export const translated = (request: FastifyRequest, english: string, translation?: Translation) =>
  translate(requestLanguage(request), english, translation);

export const registerContentLanguage = (app: FastifyInstance) => {
  // A successful answer's `message` ("You are logged out.") in the request's language too.
  app.addHook('preSerialization', async (request, _reply, payload: unknown) => {
    if (!request.url.startsWith('/api/') || !payload || typeof payload !== 'object') return payload;
    const { message } = payload as { message?: unknown };
    if (typeof message !== 'string') return payload;
    const said = translated(request, message);
    return said === message ? payload : { ...payload, message: said };
  });
  app.addHook('onSend', async (request, reply) => {
    if (request.url.startsWith('/api/') && !reply.hasHeader('content-language')) {
      reply.header('content-language', requestLanguage(request));
    }
  });
};
