import { describe, expect, it } from 'vitest';
import { setupI18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { notificationPath, notificationText as textIn } from './notification-sentence';
import type { Notification } from './notifications';

// English: the catalog ids are the English messages.
const english = setupI18n({ locale: 'en', messages: { en: {} } });
english.setMessagesCompiler(compileMessage);
const notificationText = (notification: Notification, more?: number) =>
  textIn(notification, (id, values) => english._(id, values), more);

const mentioned = (over: Partial<Notification> = {}): Notification => ({
  _id: 'n1',
  kind: 'mention',
  actor: {
    _id: 'u1',
    first_name: 'Ada',
    last_name: 'Okafor',
    username: 'adaokafor',
    picture: '',
  },
  post_id: 'p1',
  others: 0,
  removed_kind: null,
  reason: null,
  read: false,
  createdAt: '2026-11-27T10:00:00.000Z',
  ...over,
});

describe('the sentence pushes and e-mails repeat', () => {
  it('says where a member was mentioned, and leads to the post', () => {
    expect(notificationText(mentioned({ mentioned_in: 'comment' }))).toBe(
      'Ada Okafor mentioned you in a comment',
    );
    expect(notificationText(mentioned({ mentioned_in: 'post' }))).toBe(
      'Ada Okafor mentioned you in a post',
    );
    expect(notificationPath(mentioned())).toBe('/posts/p1');
  });

  it('counts the others an e-mail gathers beside the notification’s own', () => {
    const reaction = mentioned({ kind: 'reaction', others: 1 });
    expect(notificationText(reaction)).toBe('Ada Okafor and 1 other reacted to your post');
    expect(notificationText(reaction, 2)).toBe('Ada Okafor and 3 others reacted to your post');
  });
});
