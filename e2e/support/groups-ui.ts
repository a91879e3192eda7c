/** Locators and set-up of the groups screens, shared by the groups journeys. */
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { callByApi } from './api';
import type { SignedUpMember } from './member-api';
import { escapeRegExp } from './urls';

const exact = { exact: true } as const;

export const groupUi = (page: Page) => ({
  heading: page.getByRole('heading', { level: 1 }),
  tabs: page.getByRole('tablist', { name: 'Group sections', ...exact }),
  tab: (name: string) => page.getByRole('tab', { name, ...exact }),
  panel: page.getByRole('tabpanel'),
});

/** A notification's link, by its sentence; the rest of its name is the time and "unread". */
export const notificationLink = (scope: Locator, sentence: string) =>
  scope.getByRole('link', { name: new RegExp(`^${escapeRegExp(sentence)}, `) });

export const createGroupByApi = async (
  request: APIRequestContext,
  admin: SignedUpMember,
  name: string,
  privacy: 'public' | 'private' = 'public',
) =>
  callByApi(request, 'createGroup', {
    token: admin.token,
    body: { name, kind: 'club', privacy, description: `All about ${name}.`, questions: [] },
  });
