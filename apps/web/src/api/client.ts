/** The one way the web app talks to the server: paths from the contract, bearer from the session. */
import { API_PREFIX, endpoints, fillPath, type EndpointName } from '@quad/contract';
import { ApiError, OFFLINE_MESSAGE, UNKNOWN_ERROR_MESSAGE } from './api-error';

interface ClientConfig {
  getToken: () => string | undefined;
  /** Called when an authenticated call answers 401: the session is no longer valid. */
  onUnauthorized: () => void;
}

const config: ClientConfig = {
  getToken: () => undefined,
  onUnauthorized: () => undefined,
};

export const configureApiClient = (next: Partial<ClientConfig>) => {
  Object.assign(config, next);
};

interface CallOptions {
  params?: Record<string, string>;
  body?: unknown;
}

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

export const callApi = async <T>(name: EndpointName, options: CallOptions = {}): Promise<T> => {
  const endpoint = endpoints[name];
  const headers: Record<string, string> = { Accept: 'application/json' };
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
    response = await fetch(`${API_PREFIX}${fillPath(endpoint.path, options.params)}`, {
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
    throw new ApiError(response.status, messageOf(data) ?? UNKNOWN_ERROR_MESSAGE);
  }
  return data as T;
};
