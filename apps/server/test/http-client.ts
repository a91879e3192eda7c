/** The contract's calls over real HTTP, to a server process, typed from their entries like t.call. */
import {
  endpoints,
  fillPath,
  servedPathOf,
  type BodyInput,
  type EndpointName,
  type Endpoints,
  type IsMultipart,
  type ParamsInput,
} from '@quad/contract';
import type { CallAnswer, TestResponse } from './test-app';

export interface HttpCallOptions<N extends EndpointName> {
  body?: IsMultipart<Endpoints[N]> extends true ? FormData : BodyInput<Endpoints[N]>;
  params?: ParamsInput<Endpoints[N]>;
  token?: string;
  headers?: Record<string, string>;
}

export const callOver = async <N extends EndpointName>(
  origin: string,
  name: N,
  call: HttpCallOptions<N> = {},
): Promise<TestResponse<CallAnswer<N>>> => {
  const endpoint = endpoints[name];
  const headers: Record<string, string> = { ...call.headers };
  if (call.token) headers.authorization = `Bearer ${call.token}`;
  let body: FormData | string | undefined;
  if (call.body instanceof FormData) {
    body = call.body;
  } else if (endpoint.method === 'POST' || endpoint.method === 'PUT') {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(call.body ?? {});
  }
  const response = await fetch(`${origin}${fillPath(servedPathOf(endpoint), call.params)}`, {
    method: endpoint.method,
    headers,
    body,
  });
  const text = await response.text();
  const isJson = (response.headers.get('content-type') ?? '').includes('json') && text !== '';
  return {
    status: response.status,
    headers: Object.fromEntries(response.headers),
    body: (isJson ? JSON.parse(text) : text) as CallAnswer<N>,
    text,
  };
};
