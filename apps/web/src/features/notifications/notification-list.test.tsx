import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import type { Notification } from '@quad/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { makeNotification, makeSummary } from '../../test/factories';
import { expectNameStartsWithVisibleText } from '../../test/label-in-name';
import { NotificationList } from './notification-list';

const maya = makeSummary('Maya', 'Haddad');
const theo = makeSummary('Theo', 'Marchetti');

/** Every kind there is, unread and read, with the sentence each shows. */
const everyKind: [Notification, string][] = [
  [
    makeNotification({ kind: 'reaction', actor: maya, others: 2 }),
    'Maya Haddad and 2 others reacted to your post',
  ],
  [
    makeNotification({ kind: 'comment', actor: maya, read: true }),
    'Maya Haddad commented on your post',
  ],
  [
    makeNotification({ kind: 'comment_on_commented', actor: maya }),
    'Maya Haddad also commented on a post you commented on',
  ],
  [
    makeNotification({
      kind: 'request_accepted',
      actor: theo,
      post_id: null,
      createdAt: new Date().toISOString(),
    }),
    'Theo Marchetti accepted your friend request',
  ],
  [
    makeNotification({ kind: 'friend_request', actor: theo, post_id: null }),
    'Theo Marchetti sent you a friend request',
  ],
  [
    makeNotification({ kind: 'new_follower', actor: theo, post_id: null, read: true }),
    'Theo Marchetti started following you',
  ],
  [
    makeNotification({
      kind: 'content_removed',
      post_id: null,
      removed_kind: 'comment',
      reason: 'Spam.',
    }),
    'A moderator removed your comment: Spam.',
  ],
];

describe('a notification', () => {
  it('is named by the sentence and time it shows, then whether it is unread (label in name)', () => {
    render(
      <I18nProvider i18n={i18n}>
        <QueryClientProvider client={new QueryClient()}>
          <MemoryRouter>
            <NotificationList
              notifications={everyKind.map(([item]) => item)}
              label="Notifications"
              onAnswered={() => {}}
            />
          </MemoryRouter>
        </QueryClientProvider>
      </I18nProvider>,
    );
    const links = within(screen.getByRole('list', { name: 'Notifications' })).getAllByRole('link');
    expect(links).toHaveLength(everyKind.length);
    everyKind.forEach(([item, sentence], index) => {
      const link = links[index]!;
      const time = item.kind === 'request_accepted' ? 'Just now' : '2 minutes ago';
      expect(link).toHaveTextContent(`${sentence} ${time}`, { normalizeWhitespace: true });
      expect(link).toHaveAccessibleName(`${sentence}, ${time}${item.read ? '' : ', unread'}`);
      // Speech input can say what is on screen: the name begins with it, word for word.
      expectNameStartsWithVisibleText(link);
    });
  });
});
