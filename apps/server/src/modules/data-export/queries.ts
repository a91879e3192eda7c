/** SQL of the data export: everything one member made or was given, read as it is stored. */
import { aliasedTable, and, asc, eq, isNull, or } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import {
  blocks,
  comments,
  conversations,
  directMessages,
  eventAnswers,
  eventCancellations,
  eventCheckIns,
  eventOccurrenceAnswers,
  events,
  eventSettings,
  follows,
  friendRequests,
  friendships,
  groupInvitations,
  groupMembers,
  groupRequests,
  groups,
  media,
  notifications,
  postImages,
  posts,
  reactions,
  reports,
  savedPosts,
  searchHistory,
  suspensions,
  users,
} from '../../db/schema';

const other = aliasedTable(users, 'other');
const otherMember = {
  id: other.id,
  username: other.username,
  firstName: other.firstName,
  lastName: other.lastName,
};

export const profileOf = async (db: Queryable, userId: string) => {
  const [row] = await db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      username: users.username,
      email: users.email,
      picture: users.picture,
      cover: users.cover,
      gender: users.gender,
      college: users.college,
      birthYear: users.birthYear,
      birthMonth: users.birthMonth,
      birthDay: users.birthDay,
      verified: users.verified,
      details: users.details,
      createdAt: users.createdAt,
    })
    .from(users)
    .where(eq(users.id, userId));
  return row;
};

export const postsOf = (db: Queryable, userId: string) =>
  db
    .select({
      id: posts.id,
      type: posts.type,
      text: posts.text,
      background: posts.background,
      group: groups.name,
      pending: posts.pending,
      createdAt: posts.createdAt,
    })
    .from(posts)
    .leftJoin(groups, eq(groups.id, posts.groupId))
    .where(eq(posts.userId, userId))
    .orderBy(asc(posts.createdAt), asc(posts.id));

export const postImageKeysOf = (db: Queryable, userId: string) =>
  db
    .select({ postId: postImages.postId, position: postImages.position, key: media.key })
    .from(postImages)
    .innerJoin(posts, eq(posts.id, postImages.postId))
    .innerJoin(media, eq(media.id, postImages.mediaId))
    .where(eq(posts.userId, userId))
    .orderBy(asc(postImages.postId), asc(postImages.position));

export const commentsOf = (db: Queryable, userId: string) =>
  db
    .select({
      id: comments.id,
      postId: comments.postId,
      text: comments.text,
      imageKey: media.key,
      createdAt: comments.createdAt,
    })
    .from(comments)
    .leftJoin(media, eq(media.id, comments.mediaId))
    .where(eq(comments.userId, userId))
    .orderBy(asc(comments.createdAt), asc(comments.id));

export const reactionsOf = (db: Queryable, userId: string) =>
  db
    .select({ postId: reactions.postId, react: reactions.react, createdAt: reactions.createdAt })
    .from(reactions)
    .where(eq(reactions.userId, userId))
    .orderBy(asc(reactions.createdAt));

export const savedPostsOf = (db: Queryable, userId: string) =>
  db
    .select({ postId: savedPosts.postId, createdAt: savedPosts.createdAt })
    .from(savedPosts)
    .where(eq(savedPosts.userId, userId))
    .orderBy(asc(savedPosts.createdAt));

export const friendsOf = (db: Queryable, userId: string) =>
  db
    .select({ ...otherMember, since: friendships.createdAt })
    .from(friendships)
    .innerJoin(other, eq(other.id, friendships.friendId))
    .where(eq(friendships.userId, userId))
    .orderBy(asc(friendships.createdAt));

export const requestsSentBy = (db: Queryable, userId: string) =>
  db
    .select({ ...otherMember, sentAt: friendRequests.createdAt })
    .from(friendRequests)
    .innerJoin(other, eq(other.id, friendRequests.receiverId))
    .where(eq(friendRequests.senderId, userId))
    .orderBy(asc(friendRequests.createdAt));

export const requestsReceivedBy = (db: Queryable, userId: string) =>
  db
    .select({ ...otherMember, receivedAt: friendRequests.createdAt })
    .from(friendRequests)
    .innerJoin(other, eq(other.id, friendRequests.senderId))
    .where(eq(friendRequests.receiverId, userId))
    .orderBy(asc(friendRequests.createdAt));

export const followingOf = (db: Queryable, userId: string) =>
  db
    .select({ ...otherMember, since: follows.createdAt })
    .from(follows)
    .innerJoin(other, eq(other.id, follows.followeeId))
    .where(eq(follows.followerId, userId))
    .orderBy(asc(follows.createdAt));

export const followersOf = (db: Queryable, userId: string) =>
  db
    .select({ ...otherMember, since: follows.createdAt })
    .from(follows)
    .innerJoin(other, eq(other.id, follows.followerId))
    .where(eq(follows.followeeId, userId))
    .orderBy(asc(follows.createdAt));

export const searchHistoryOf = (db: Queryable, userId: string) =>
  db
    .select({ ...otherMember, searchedAt: searchHistory.createdAt })
    .from(searchHistory)
    .innerJoin(other, eq(other.id, searchHistory.searchedUserId))
    .where(eq(searchHistory.userId, userId))
    .orderBy(asc(searchHistory.createdAt));

export const notificationsOf = (db: Queryable, userId: string) =>
  db
    .select({
      id: notifications.id,
      kind: notifications.kind,
      actor: otherMember,
      postId: notifications.postId,
      createdAt: notifications.createdAt,
      readAt: notifications.readAt,
    })
    .from(notifications)
    .innerJoin(other, eq(other.id, notifications.actorId))
    .where(eq(notifications.userId, userId))
    .orderBy(asc(notifications.createdAt));

/** Every image file of the member, by its storage key. */
export const mediaKeysOf = async (db: Queryable, userId: string) =>
  (
    await db
      .select({ key: media.key })
      .from(media)
      .where(eq(media.userId, userId))
      .orderBy(asc(media.createdAt), asc(media.id))
  ).map((row) => row.key);

/** The messages the member sent and received (not those unsent), oldest first. */
export const messagesOf = (db: Queryable, userId: string) =>
  db
    .select({
      id: directMessages.id,
      conversationId: directMessages.conversationId,
      senderId: directMessages.senderId,
      text: directMessages.text,
      photoKey: media.key,
      createdAt: directMessages.createdAt,
      other: otherMember,
    })
    .from(directMessages)
    .innerJoin(conversations, eq(conversations.id, directMessages.conversationId))
    .innerJoin(
      other,
      or(
        and(eq(conversations.memberA, userId), eq(other.id, conversations.memberB)),
        and(eq(conversations.memberB, userId), eq(other.id, conversations.memberA)),
      ),
    )
    .leftJoin(media, eq(media.id, directMessages.mediaId))
    .where(isNull(directMessages.unsentAt))
    .orderBy(asc(directMessages.createdAt), asc(directMessages.id));

export const blockedBy = (db: Queryable, userId: string) =>
  db
    .select({ ...otherMember, since: blocks.createdAt })
    .from(blocks)
    .innerJoin(other, eq(other.id, blocks.blockedId))
    .where(eq(blocks.blockerId, userId))
    .orderBy(asc(blocks.createdAt));

/** The reports the member made; who or what they reported is named by kind and id only. */
export const reportsBy = (db: Queryable, userId: string) =>
  db
    .select({
      itemKind: reports.itemKind,
      itemId: reports.itemId,
      reason: reports.reason,
      note: reports.note,
      hidden: reports.hidden,
      createdAt: reports.createdAt,
      resolution: reports.resolution,
      resolvedAt: reports.resolvedAt,
    })
    .from(reports)
    .where(eq(reports.reporterId, userId))
    .orderBy(asc(reports.createdAt));

export const suspensionsOf = (db: Queryable, userId: string) =>
  db
    .select({
      reason: suspensions.reason,
      createdAt: suspensions.createdAt,
      endsAt: suspensions.endsAt,
      liftedAt: suspensions.liftedAt,
    })
    .from(suspensions)
    .where(eq(suspensions.userId, userId))
    .orderBy(asc(suspensions.createdAt));

const groupNamed = { id: groups.id, slug: groups.slug, name: groups.name };

/** The member's groups, with their role and setting, the earliest joined first. */
export const groupMembershipsOf = (db: Queryable, userId: string) =>
  db
    .select({
      group: groupNamed,
      role: groupMembers.role,
      notify: groupMembers.notify,
      joinedAt: groupMembers.joinedAt,
    })
    .from(groupMembers)
    .innerJoin(groups, eq(groups.id, groupMembers.groupId))
    .where(eq(groupMembers.userId, userId))
    .orderBy(asc(groupMembers.joinedAt));

/** The member's requests to join, with their answers. */
export const groupRequestsOf = (db: Queryable, userId: string) =>
  db
    .select({
      group: groupNamed,
      answers: groupRequests.answers,
      createdAt: groupRequests.createdAt,
    })
    .from(groupRequests)
    .innerJoin(groups, eq(groups.id, groupRequests.groupId))
    .where(eq(groupRequests.userId, userId))
    .orderBy(asc(groupRequests.createdAt));

/** The invitations the member received and has not answered. */
export const groupInvitationsOf = (db: Queryable, userId: string) =>
  db
    .select({ group: groupNamed, createdAt: groupInvitations.createdAt })
    .from(groupInvitations)
    .innerJoin(groups, eq(groups.id, groupInvitations.groupId))
    .where(eq(groupInvitations.inviteeId, userId))
    .orderBy(asc(groupInvitations.createdAt));

/** The events the member posted (hosted by them or by a group they posted it for). */
export const eventsHostedBy = (db: Queryable, userId: string) =>
  db
    .select({
      postId: events.postId,
      title: events.title,
      startsAt: events.startsAt,
      endsAt: events.endsAt,
      allDay: events.allDay,
      timeZone: events.timeZone,
      location: events.location,
      onlineLink: events.onlineLink,
      capacity: events.capacity,
      repeat: events.repeat,
      repeatUntil: events.repeatUntil,
      audience: events.audience,
      group: groupNamed,
      cancelledAt: events.cancelledAt,
      updatedAt: events.updatedAt,
      createdAt: posts.createdAt,
    })
    .from(events)
    .innerJoin(posts, eq(posts.id, events.postId))
    .leftJoin(groups, eq(groups.id, events.groupId))
    .where(eq(posts.userId, userId))
    .orderBy(asc(events.startsAt), asc(events.postId));

/** The cancelled occurrences of the member's events. */
export const cancelledOccurrencesOf = (db: Queryable, userId: string) =>
  db
    .select({ postId: eventCancellations.postId, occursAt: eventCancellations.occursAt })
    .from(eventCancellations)
    .innerJoin(posts, eq(posts.id, eventCancellations.postId))
    .where(eq(posts.userId, userId))
    .orderBy(asc(eventCancellations.occursAt));

/** The member's answers to events, with the event's title. */
export const eventAnswersOf = (db: Queryable, userId: string) =>
  db
    .select({
      postId: eventAnswers.postId,
      title: events.title,
      startsAt: events.startsAt,
      answer: eventAnswers.answer,
      answeredAt: eventAnswers.answeredAt,
      waitlistedAt: eventAnswers.waitlistedAt,
    })
    .from(eventAnswers)
    .innerJoin(events, eq(events.postId, eventAnswers.postId))
    .where(eq(eventAnswers.userId, userId))
    .orderBy(asc(eventAnswers.answeredAt), asc(eventAnswers.postId));

/** The member's answers to single dates of repeating events, with the event's title. */
export const eventOccurrenceAnswersOf = (db: Queryable, userId: string) =>
  db
    .select({
      postId: eventOccurrenceAnswers.postId,
      title: events.title,
      occursAt: eventOccurrenceAnswers.occursAt,
      answer: eventOccurrenceAnswers.answer,
      answeredAt: eventOccurrenceAnswers.answeredAt,
      waitlistedAt: eventOccurrenceAnswers.waitlistedAt,
    })
    .from(eventOccurrenceAnswers)
    .innerJoin(events, eq(events.postId, eventOccurrenceAnswers.postId))
    .where(eq(eventOccurrenceAnswers.userId, userId))
    .orderBy(asc(eventOccurrenceAnswers.occursAt), asc(eventOccurrenceAnswers.postId));

/** Where and when the member checked in. */
export const eventCheckInsOf = (db: Queryable, userId: string) =>
  db
    .select({
      postId: eventCheckIns.postId,
      title: events.title,
      occursAt: eventCheckIns.occursAt,
      checkedInAt: eventCheckIns.checkedInAt,
    })
    .from(eventCheckIns)
    .innerJoin(events, eq(events.postId, eventCheckIns.postId))
    .where(eq(eventCheckIns.userId, userId))
    .orderBy(asc(eventCheckIns.checkedInAt));

/** The member's event settings; the calendar feed only as whether there is one. */
export const eventSettingsOf = async (db: Queryable, userId: string) => {
  const [row] = await db
    .select({
      remindInterested: eventSettings.remindInterested,
      feedHash: eventSettings.feedHash,
      feedCreatedAt: eventSettings.feedCreatedAt,
    })
    .from(eventSettings)
    .where(eq(eventSettings.userId, userId));
  return row;
};
