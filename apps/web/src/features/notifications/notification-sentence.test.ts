import { i18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { activateLanguage } from '../../i18n/languages';
import { makeNotification, makeSummary } from '../../test/factories';
import { notificationPath, notificationText, type Notification } from '@quad/contract';

/** The sentence in the app's language (English in tests). */
const textOf = (notification: Notification) =>
  notificationText(notification, (id, values) => i18n._(id, values));

const maya = makeSummary('Maya', 'Haddad');

describe('a notification’s sentence and link', () => {
  it('counts the others who reacted, one or many', () => {
    expect(textOf(makeNotification({ actor: maya, others: 1 }))).toBe(
      'Maya Haddad and 1 other reacted to your post',
    );
    expect(textOf(makeNotification({ actor: maya, others: 12 }))).toBe(
      'Maya Haddad and 12 others reacted to your post',
    );
  });

  it('says whether a mention was in a post or in a comment, and leads to the post', () => {
    const ada = makeSummary('Ada', 'Lovelace');
    const inPost = makeNotification({ kind: 'mention', actor: ada, mentioned_in: 'post' });
    const inComment = makeNotification({ kind: 'mention', actor: ada, mentioned_in: 'comment' });
    expect(textOf(inPost)).toBe('Ada Lovelace mentioned you in a post');
    expect(textOf(inComment)).toBe('Ada Lovelace mentioned you in a comment');
    expect(notificationPath(inComment)).toBe(`/posts/${inComment.post_id}`);
  });

  it("leads to the post, or to the actor's profile when it is about no post", () => {
    const reaction = makeNotification({ actor: maya });
    expect(notificationPath(reaction)).toBe(`/posts/${reaction.post_id}`);
    expect(
      notificationPath(makeNotification({ kind: 'new_follower', actor: maya, post_id: null })),
    ).toBe(`/profile/${maya.username}`);
  });

  it('says a moderator removed the member’s item and why, naming no one', () => {
    const notice = makeNotification({
      kind: 'content_removed',
      actor: maya,
      post_id: null,
      removed_kind: 'comment',
      reason: 'Harassment is not allowed.',
    });
    expect(textOf(notice)).toBe('A moderator removed your comment: Harassment is not allowed.');
    expect(notificationPath(notice)).toBe('/notifications');
  });

  describe('in groups', () => {
    const group = { _id: 'g1', slug: 'chess-club', name: 'Chess Club' };
    const about = (overrides: Parameters<typeof makeNotification>[0]) =>
      makeNotification({ actor: maya, post_id: null, group, ...overrides });

    it('says a request to join was approved, leading to the group', () => {
      const approved = about({ kind: 'group_request_approved' });
      expect(textOf(approved)).toBe('Your request to join Chess Club was approved');
      expect(notificationPath(approved)).toBe('/groups/chess-club');
    });

    it('says who invited the member, leading to the group', () => {
      const invitation = about({ kind: 'group_invitation' });
      expect(textOf(invitation)).toBe('Maya Haddad invited you to join Chess Club');
      expect(notificationPath(invitation)).toBe('/groups/chess-club');
    });

    it('says which role the member was given', () => {
      expect(textOf(about({ kind: 'group_role', role: 'admin' }))).toBe(
        'Maya Haddad made you an admin of Chess Club',
      );
      const moderator = about({ kind: 'group_role', role: 'moderator' });
      expect(textOf(moderator)).toBe('Maya Haddad made you a moderator of Chess Club');
      expect(notificationPath(moderator)).toBe('/groups/chess-club');
    });

    it('says who posted in the group, leading to the post', () => {
      const posted = about({ kind: 'group_post', post_id: 'p1' });
      expect(textOf(posted)).toBe('Maya Haddad posted in Chess Club');
      expect(notificationPath(posted)).toBe('/posts/p1');
    });

    it("says a group's moderator removed the member's post and the rule, naming no one", () => {
      const removed = about({
        kind: 'content_removed',
        removed_kind: 'post',
        reason: 'No spam',
      });
      expect(textOf(removed)).toBe('A moderator of Chess Club removed your post: No spam');
      expect(notificationPath(removed)).toBe('/groups/chess-club');
    });

    it("says someone reported a post or comment, naming no one, leading to the group's Reports", () => {
      const post = about({ kind: 'group_report', post_id: 'p1', reported_kind: 'post' });
      expect(textOf(post)).toBe('Someone reported a post in Chess Club');
      expect(notificationPath(post)).toBe('/groups/chess-club/requests#group-reports');
      const reply = about({ kind: 'group_report', post_id: 'p1', reported_kind: 'comment' });
      expect(textOf(reply)).toBe('Someone reported a comment in Chess Club');
      expect(notificationPath(reply)).toBe('/groups/chess-club/requests#group-reports');
    });
  });
});

describe('a notification’s sentence in the member’s language', () => {
  it('is one whole sentence, its count by the language’s plural rules', async () => {
    await activateLanguage('ar', 'signed-in');
    expect(textOf(makeNotification({ actor: maya, others: 0 }))).toBe(
      'تفاعل Maya Haddad مع منشورك',
    );
    expect(textOf(makeNotification({ actor: maya, others: 2 }))).toBe(
      'تفاعل Maya Haddad وشخصان آخران مع منشورك',
    );
    await activateLanguage('fr', 'signed-in');
    expect(textOf(makeNotification({ actor: maya, others: 12 }))).toBe(
      'Maya Haddad et 12 autres personnes ont réagi à votre publication',
    );
  });
});
