import { describe, expect, it } from 'vitest';
import { makeNotification, makeSummary } from '../../test/factories';
import { notificationPath, notificationText } from './notification-sentence';

const maya = makeSummary('Maya', 'Haddad');

describe('a notification’s sentence and link', () => {
  it('counts the others who reacted, one or many', () => {
    expect(notificationText(makeNotification({ actor: maya, others: 1 }))).toBe(
      'Maya Haddad and 1 other reacted to your post',
    );
    expect(notificationText(makeNotification({ actor: maya, others: 12 }))).toBe(
      'Maya Haddad and 12 others reacted to your post',
    );
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
    expect(notificationText(notice)).toBe(
      'A moderator removed your comment: Harassment is not allowed.',
    );
    expect(notificationPath(notice)).toBe('/notifications');
  });
});
