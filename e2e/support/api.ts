/** Calls and paths from the contract, and the messages the server answers the page with. */
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import {
  API_PREFIX,
  endpoints,
  fillPath,
  type Answer,
  type BodyInput,
  type EndpointName,
  type Endpoints,
  type ParamsInput,
} from '@quad/contract';

export const apiPath = (name: EndpointName) => `${API_PREFIX}${endpoints[name].path}`;

export interface ApiCall<N extends EndpointName> {
  token?: string;
  params?: ParamsInput<Endpoints[N]>;
  body?: BodyInput<Endpoints[N]>;
}

/**
 * One of the contract's calls, made outside the page to set a scene, typed from its entry; the
 * test fails unless it succeeds.
 */
export const callByApi = async <N extends EndpointName>(
  request: APIRequestContext,
  name: N,
  { token, params, body }: ApiCall<N> = {},
): Promise<Answer<Endpoints[N]>> => {
  const endpoint = endpoints[name];
  const sendsBody = endpoint.method === 'POST' || endpoint.method === 'PUT';
  const response = await request.fetch(
    `${API_PREFIX}${fillPath(endpoint.path, params as Record<string, string> | undefined)}`,
    {
      method: endpoint.method,
      ...(sendsBody ? { data: body ?? {} } : {}),
      headers: token ? { Authorization: `Bearer ${token}` } : {},
    },
  );
  expect(response.ok(), `${name} answered ${response.status()}: ${await response.text()}`).toBe(
    true,
  );
  return (await response.json()) as Answer<Endpoints[N]>;
};

/**
 * The `message` of the page's next call to `name`. Start waiting before the action that makes
 * the call, await after it.
 */
export const nextApiMessage = async (page: Page, name: EndpointName) => {
  const response = await page.waitForResponse(
    (candidate) =>
      new URL(candidate.url()).pathname === apiPath(name) &&
      candidate.request().method() === endpoints[name].method,
  );
  const body = (await response.json()) as { message?: unknown };
  if (typeof body.message !== 'string') {
    throw new Error(`${apiPath(name)} answered ${response.status()} without a message`);
  }
  return body.message;
};

/** Whether `pathname` is the path of `name`, any `:param` segment standing for one segment. */
export const isApiPath = (name: EndpointName, pathname: string) => {
  const template = apiPath(name).split('/');
  const actual = pathname.split('/');
  return (
    template.length === actual.length &&
    template.every((part, index) => part.startsWith(':') || part === actual[index])
  );
};

/**
 * The page's next answer to `name`, whose path may hold parameters (addFriend/:id). Start waiting
 * before the action that makes the call, await after it.
 */
export const nextApiResponse = (page: Page, name: EndpointName) =>
  page.waitForResponse(
    (candidate) =>
      isApiPath(name, new URL(candidate.url()).pathname) &&
      candidate.request().method() === endpoints[name].method,
  );

/**
 * Runs `action` and expects every call named in `names` that it makes to succeed (each the
 * page's next answer to that name).
 */
export const expectCallsSucceed = async (
  page: Page,
  names: EndpointName[],
  action: () => Promise<void>,
) => {
  const answers = names.map((name) => nextApiResponse(page, name));
  await action();
  const responses = await Promise.all(answers);
  for (const [index, response] of responses.entries()) {
    expect(
      response.ok(),
      `${names[index]} answered ${response.status()}: ${await response.text()}`,
    ).toBe(true);
  }
};

/** The bearer token of the page's session, from the `user` cookie the app keeps it in. */
export const sessionTokenOf = async (page: Page) => {
  const cookie = (await page.context().cookies()).find((candidate) => candidate.name === 'user');
  if (!cookie) throw new Error('The page has no session');
  return (JSON.parse(decodeURIComponent(cookie.value)) as { token: string }).token;
};
