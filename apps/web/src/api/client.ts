/**
 * The one way the web app talks to the server: request and answer types come from the contract's
 * entry of the endpoint, its method and path from the table generated from it (without the zod
 * schemas, which no call needs at run time); the bearer from the session.
 */
import {
  fillPath,
  type Answer,
  type BodyInput,
  type EndpointName,
  type Endpoints,
  type IsMultipart,
  type ParamsInput,
  type QueryInput,
} from '@quad/contract';
import { ApiError, OFFLINE_MESSAGE, UNKNOWN_ERROR_MESSAGE } from './api-error';
import { endpointTable } from './endpoint-table';

/** What a call brings back: the answer's body and the next page's cursor, if one is announced. */
export interface Exchange {
  data: unknown;
  next?: string | undefined;
}

export interface SendOptions {
  params?: Record<string, string> | undefined;
  query?: object | undefined;
  body?: unknown;
}

/**
 * How calls reach the server: over HTTP in the browser; the server's rendering of a first screen
 * (entry-server.tsx) reads its answers in the same process instead.
 */
export type Transport = (name: EndpointName, options: SendOptions) => Promise<Exchange>;

interface ClientConfig {
  getToken: () => string | undefined;
  /** Called when an authenticated call answers 401: the session is no longer valid. */
  onUnauthorized: () => void;
  transport?: Transport | undefined;
}

const config: ClientConfig = {
  getToken: () => undefined,
  onUnauthorized: () => undefined,
};

export const configureApiClient = (next: Partial<ClientConfig>) => {
  Object.assign(config, next);
};

type Entry<N extends EndpointName> = Endpoints[N];

/** What a call sends; each part is there only when the endpoint has it. */
export type CallOptions<N extends EndpointName> = ([ParamsInput<Entry<N>>] extends [never]
  ? { params?: undefined }
  : { params: ParamsInput<Entry<N>> }) &
  ([QueryInput<Entry<N>>] extends [never]
    ? { query?: undefined }
    : { /** Undefined parameters are left out. */ query?: QueryInput<Entry<N>> }) &
  (IsMultipart<Entry<N>> extends true
    ? { body: FormData }
    : [BodyInput<Entry<N>>] extends [Record<string, never>]
      ? { body?: undefined }
      : { body: BodyInput<Entry<N>> });

/** The options of a call, optional when the endpoint needs none. */
type CallArguments<N extends EndpointName> =
  Record<string, never> extends CallOptions<N>
    ? [options?: CallOptions<N>]
    : [options: CallOptions<N>];

const readBody = async (response: Response): Promise<unknown> => {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
};

const messageOf = (body: unknown) =>
  body && typeof body === 'object' && typeof (body as { message?: unknown }).message === 'string'
    ? (body as { message: string }).message
    : undefined;

/** A failure's (ext) `field`: the body's field it is about. */
const fieldOf = (body: unknown) =>
  body && typeof body === 'object' && typeof (body as { field?: unknown }).field === 'string'
    ? (body as { field: string }).field
    : undefined;

/** A query schema's input is typed unknown (the server coerces it); what is sent is a scalar. */
const isQueryValue = (value: unknown): value is string | number | boolean =>
  typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean';

const queryString = (query: object = {}) => {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query) as [string, unknown][]) {
    if (isQueryValue(value)) search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
};

/**
 * The API answers its messages in the language the page is shown in (`<html lang>`, which the
 * app's language follows), rather than in the browser's.
 */
const languageHeader = (): Record<string, string> => {
  const language = typeof document === 'undefined' ? '' : document.documentElement.lang;
  return language ? { 'Accept-Language': language } : {};
};

const fetchAnswer: Transport = async (name, options) => {
  const endpoint = endpointTable[name];
  const headers: Record<string, string> = { Accept: 'application/json', ...languageHeader() };
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) {
    body = options.body;
  } else if (endpoint.method === 'POST' || endpoint.method === 'PUT') {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.body ?? {});
  }
  const token = endpoint.auth ? config.getToken() : undefined;
  if (token) headers.Authorization = `Bearer ${token}`;

  let response: Response;
  try {
    const url = `${fillPath(endpoint.path, options.params)}${queryString(options.query)}`;
    response = await fetch(url, {
      method: endpoint.method,
      headers,
      body,
    });
  } catch {
    throw new ApiError(0, OFFLINE_MESSAGE);
  }

  const data = await readBody(response);
  if (!response.ok) {
    if (response.status === 401 && endpoint.auth) config.onUnauthorized();
    throw new ApiError(response.status, messageOf(data) ?? UNKNOWN_ERROR_MESSAGE, fieldOf(data));
  }
  return { data, next: nextCursorOf(response.headers.get('Link')) };
};

const send = (name: EndpointName, options: SendOptions = {}) =>
  (config.transport ?? fetchAnswer)(name, options);

export const callApi = async <N extends EndpointName>(
  name: N,
  ...[options]: CallArguments<N>
): Promise<Answer<Entry<N>>> => (await send(name, options)).data as Answer<Entry<N>>;

/** The `cursor` of a `Link: <…>; rel="next"` header, if the answer announces a next page. */
export const nextCursorOf = (link: string | null): string | undefined => {
  if (!link) return undefined;
  for (const part of link.split(',')) {
    const match = /<([^>]*)>\s*;\s*rel="?next"?/i.exec(part);
    if (match?.[1] !== undefined) {
      return new URL(match[1], 'http://localhost').searchParams.get('cursor') ?? undefined;
    }
  }
  return undefined;
};

export interface ApiPage<T> {
  items: T[];
  /** The cursor of the next page; undefined on the last one. */
  next?: string | undefined;
}

/** An answer with the cursor of the next page its Link header announces, if any. */
export const callApiLinked = async <N extends EndpointName>(
  name: N,
  ...[options]: CallArguments<N>
): Promise<{ data: Answer<Entry<N>>; next?: string | undefined }> => {
  const { data, next } = await send(name, options);
  return { data: data as Answer<Entry<N>>, next };
};

type ListEndpointName = {
  [N in EndpointName]: Answer<Entry<N>> extends readonly unknown[] ? N : never;
}[EndpointName];

/** A page of a list that grows (DESIGN.md): the answer's array and the next page's cursor. */
export const callApiPage = async <N extends ListEndpointName>(
  name: N,
  ...options: CallArguments<N>
): Promise<ApiPage<Answer<Entry<N>>[number]>> => {
  const { data, next } = await callApiLinked(name, ...options);
  return { items: data, next };
};

/** A file the server answers (not JSON), with the name it suggests for it. */
export interface DownloadedFile {
  blob: Blob;
  fileName: string;
}

const FILE_NAME = /filename="([^"]+)"/;

/**
 * Fetches a file answer with the bearer in its header (never in a URL, where it would land in
 * the history and the server's logs); the page then saves it from a blob link.
 */
export const downloadApi = async (
  name: EndpointName,
  fallbackName: string,
  params?: Record<string, string>,
) => {
  const endpoint = endpointTable[name];
  const headers: Record<string, string> = {};
  const token = endpoint.auth ? config.getToken() : undefined;
  if (token) headers.Authorization = `Bearer ${token}`;
  let response: Response;
  try {
    response = await fetch(fillPath(endpoint.path, params), { method: endpoint.method, headers });
  } catch {
    throw new ApiError(0, OFFLINE_MESSAGE);
  }
  if (!response.ok) {
    if (response.status === 401 && endpoint.auth) config.onUnauthorized();
    throw new ApiError(
      response.status,
      messageOf(await readBody(response)) ?? UNKNOWN_ERROR_MESSAGE,
    );
  }
  const disposition = response.headers.get('Content-Disposition') ?? '';
  const file: DownloadedFile = {
    blob: await response.blob(),
    fileName: FILE_NAME.exec(disposition)?.[1] ?? fallbackName,
  };
  return file;
};
