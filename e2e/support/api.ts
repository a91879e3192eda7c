/** API paths from the contract, and the messages the server answers the page with. */
import type { Page } from '@playwright/test';
import { API_PREFIX, endpoints, type EndpointName } from '@quad/contract';

export const apiPath = (name: EndpointName) => `${API_PREFIX}${endpoints[name].path}`;

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
