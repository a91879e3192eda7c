/**
 * The one seam of the component tests: `fetch` answers with real Response objects from handlers
 * keyed by "METHOD /path". A call without a handler is reported and fails the test.
 */
import { API_PREFIX, DEFAULT_COMMUNITY, endpoints, type EndpointName } from '@quad/contract';
import { vi } from 'vitest';
import { reportProblem } from './problems';

export interface StubCall {
  method: string;
  path: string;
  body: unknown;
  headers: Headers;
}

type Handler = (call: StubCall) => Response | Promise<Response>;

export const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

/** The handler key of a contract endpoint, e.g. route('login') = 'POST /api/v1/user/login'. */
export const route = (name: EndpointName, path: string = endpoints[name].path) =>
  `${endpoints[name].method} ${API_PREFIX}${path}`;

export const stubApi = (handlers: Record<string, Handler>) => {
  const calls: StubCall[] = [];
  const all: Record<string, Handler> = {
    [route('community')]: () => json(200, DEFAULT_COMMUNITY),
    ...handlers,
  };
  const fetchStub = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost');
    const method = init.method ?? 'GET';
    const call: StubCall = {
      method,
      path: url.pathname,
      body: typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : init.body,
      headers: new Headers(init.headers),
    };
    calls.push(call);
    const handler = all[`${method} ${url.pathname}`];
    if (!handler) {
      reportProblem(`unplanned call: ${method} ${url.pathname}`);
      return json(500, { message: 'No stub for this call' });
    }
    return handler(call);
  });
  vi.stubGlobal('fetch', fetchStub);
  /** Calls other than the community settings, which every screen loads. */
  const apiCalls = () => calls.filter((call) => call.path !== `${API_PREFIX}/community`);
  return { calls, apiCalls };
};
