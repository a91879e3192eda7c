/**
 * "Download your information": a zip of JSON files, one per kind of data, and the member's image
 * files under media/. The archive is written to the answer while it is built, and each image is
 * opened only when the archive reaches it, so neither the archive nor the images sit in memory.
 */
import { PassThrough, Readable } from 'node:stream';
import { ZipFile } from 'yazl';
import type { AppContext } from '../../context';
import { unauthorized } from '../../infra/errors';
import { deliverySettingsOf } from '../delivery/service';
import { preferencesOf } from '../notifications/service';
import * as queries from './queries';

/** Where a member's image is in the archive: media/<folder>/<name>, their id left out. */
const archivePathOf = (userId: string, key: string) =>
  `media/${key.startsWith(`${userId}/`) ? key.slice(userId.length + 1) : key}`;

const member = (row: { id: string; username: string; firstName: string; lastName: string }) => ({
  id: row.id,
  username: row.username,
  first_name: row.firstName,
  last_name: row.lastName,
});

const json = (value: unknown) => Buffer.from(`${JSON.stringify(value, null, 2)}\n`);

/** The JSON files of the archive, by name. */
const dataFilesOf = async (context: AppContext, userId: string) => {
  const { db } = context;
  const profile = await queries.profileOf(db, userId);
  if (!profile) throw unauthorized();
  const fileOf = (url: string) => {
    const key = context.media.keyOf(url);
    return key ? archivePathOf(userId, key) : null;
  };
  const images = new Map<string, string[]>();
  for (const image of await queries.postImageKeysOf(db, userId)) {
    images.set(image.postId, [
      ...(images.get(image.postId) ?? []),
      archivePathOf(userId, image.key),
    ]);
  }
  const [posts, comments, reactions, saved, friends, sent, received] = [
    await queries.postsOf(db, userId),
    await queries.commentsOf(db, userId),
    await queries.reactionsOf(db, userId),
    await queries.savedPostsOf(db, userId),
    await queries.friendsOf(db, userId),
    await queries.requestsSentBy(db, userId),
    await queries.requestsReceivedBy(db, userId),
  ];
  const [following, followers, searches, notifications, messages] = [
    await queries.followingOf(db, userId),
    await queries.followersOf(db, userId),
    await queries.searchHistoryOf(db, userId),
    await queries.notificationsOf(db, userId),
    await queries.messagesOf(db, userId),
  ];
  const [blocked, reportsMade, suspensions] = [
    await queries.blockedBy(db, userId),
    await queries.reportsBy(db, userId),
    await queries.suspensionsOf(db, userId),
  ];
  const [hosted, cancelledOccurrences, answers, dateAnswers, checkIns, eventSettings] = [
    await queries.eventsHostedBy(db, userId),
    await queries.cancelledOccurrencesOf(db, userId),
    await queries.eventAnswersOf(db, userId),
    await queries.eventOccurrenceAnswersOf(db, userId),
    await queries.eventCheckInsOf(db, userId),
    await queries.eventSettingsOf(db, userId),
  ];
  const [memberships, groupRequests, groupInvitations] = [
    await queries.groupMembershipsOf(db, userId),
    await queries.groupRequestsOf(db, userId),
    await queries.groupInvitationsOf(db, userId),
  ];
  const delivery = await deliverySettingsOf(context, userId);
  const bell = await preferencesOf(context, userId);
  return {
    'profile.json': {
      id: profile.id,
      username: profile.username,
      first_name: profile.firstName,
      last_name: profile.lastName,
      email: profile.email,
      gender: profile.gender,
      ccu_college: profile.college,
      birth_date: { year: profile.birthYear, month: profile.birthMonth, day: profile.birthDay },
      verified: profile.verified,
      picture: fileOf(profile.picture),
      cover: fileOf(profile.cover),
      details: profile.details,
      createdAt: profile.createdAt.toISOString(),
    },
    'posts.json': posts.map((post) => ({
      id: post.id,
      type: post.type,
      text: post.text,
      background: post.background,
      // The group it was posted in (its name), or null for the member's own timeline.
      group: post.group,
      pending_approval: post.pending,
      images: images.get(post.id) ?? [],
      createdAt: post.createdAt.toISOString(),
    })),
    'comments.json': comments.map((comment) => ({
      id: comment.id,
      post_id: comment.postId,
      text: comment.text,
      image: comment.imageKey ? archivePathOf(userId, comment.imageKey) : null,
      createdAt: comment.createdAt.toISOString(),
    })),
    'reactions.json': reactions.map((reaction) => ({
      post_id: reaction.postId,
      react: reaction.react,
      createdAt: reaction.createdAt.toISOString(),
    })),
    'saved-posts.json': saved.map((save) => ({
      post_id: save.postId,
      savedAt: save.createdAt.toISOString(),
    })),
    'friends.json': {
      friends: friends.map((row) => ({ ...member(row), since: row.since.toISOString() })),
      requests_sent: sent.map((row) => ({ ...member(row), sentAt: row.sentAt.toISOString() })),
      requests_received: received.map((row) => ({
        ...member(row),
        receivedAt: row.receivedAt.toISOString(),
      })),
    },
    'follows.json': {
      following: following.map((row) => ({ ...member(row), since: row.since.toISOString() })),
      followers: followers.map((row) => ({ ...member(row), since: row.since.toISOString() })),
    },
    'search-history.json': searches.map((row) => ({
      ...member(row),
      searchedAt: row.searchedAt.toISOString(),
    })),
    'notifications.json': notifications.map((row) => ({
      id: row.id,
      kind: row.kind,
      actor: member(row.actor),
      post_id: row.postId,
      read: row.readAt !== null,
      createdAt: row.createdAt.toISOString(),
    })),
    // Settings › Notifications: the bell's choices, and what is pushed and e-mailed, kind by kind.
    'notification-settings.json': { in_quad: bell, ...delivery },
    'messages.json': messages.map((row) => {
      const sent = row.senderId === userId;
      return {
        id: row.id,
        conversation_id: row.conversationId,
        with: member(row.other),
        direction: sent ? 'sent' : 'received',
        text: row.text,
        // The member's own photos are in the archive; a received one is named by its key.
        photo: row.photoKey ? (sent ? archivePathOf(userId, row.photoKey) : row.photoKey) : null,
        createdAt: row.createdAt.toISOString(),
      };
    }),
    'groups.json': {
      memberships: memberships.map((row) => ({
        group: row.group,
        role: row.role,
        notifications: row.notify,
        joinedAt: row.joinedAt.toISOString(),
      })),
      requests: groupRequests.map((row) => ({
        group: row.group,
        answers: row.answers,
        createdAt: row.createdAt.toISOString(),
      })),
      invitations: groupInvitations.map((row) => ({
        group: row.group,
        createdAt: row.createdAt.toISOString(),
      })),
    },
    'events.json': {
      hosted: hosted.map((row) => ({
        post_id: row.postId,
        title: row.title,
        starts_at: row.startsAt.toISOString(),
        ends_at: row.endsAt?.toISOString() ?? null,
        all_day: row.allDay,
        time_zone: row.timeZone,
        location: row.location,
        online_link: row.onlineLink,
        capacity: row.capacity,
        repeat: row.repeat,
        repeat_until: row.repeatUntil,
        audience: row.audience,
        // The group it was posted for, or null when the member hosts it.
        group: row.group,
        cancelled_occurrences: cancelledOccurrences
          .filter((each) => each.postId === row.postId)
          .map((each) => each.occursAt.toISOString()),
        cancelledAt: row.cancelledAt?.toISOString() ?? null,
        createdAt: row.createdAt.toISOString(),
        updatedAt: row.updatedAt.toISOString(),
      })),
      answers: answers.map((row) => ({
        post_id: row.postId,
        title: row.title,
        starts_at: row.startsAt.toISOString(),
        answer: row.answer,
        answeredAt: row.answeredAt.toISOString(),
        waitlistedAt: row.waitlistedAt?.toISOString() ?? null,
      })),
      // Answers to one date of a repeating event, which stand instead of `answers` on that date.
      occurrence_answers: dateAnswers.map((row) => ({
        post_id: row.postId,
        title: row.title,
        occurrence: row.occursAt.toISOString(),
        answer: row.answer,
        answeredAt: row.answeredAt.toISOString(),
        waitlistedAt: row.waitlistedAt?.toISOString() ?? null,
      })),
      check_ins: checkIns.map((row) => ({
        post_id: row.postId,
        title: row.title,
        occurrence: row.occursAt.toISOString(),
        checkedInAt: row.checkedInAt.toISOString(),
      })),
      settings: {
        remind_interested: eventSettings?.remindInterested ?? true,
        // Whether the member has a calendar feed; its address is a secret the server never kept.
        calendar_feed: Boolean(eventSettings?.feedHash),
        calendar_feed_createdAt: eventSettings?.feedHash
          ? (eventSettings.feedCreatedAt?.toISOString() ?? null)
          : null,
      },
    },
    'safety.json': {
      blocked: blocked.map((row) => ({ ...member(row), since: row.since.toISOString() })),
      reports_made: reportsMade.map((row) => ({
        item_kind: row.itemKind,
        item_id: row.itemId,
        reason: row.reason,
        note: row.note,
        hidden_from_me: row.hidden,
        createdAt: row.createdAt.toISOString(),
        outcome: row.resolution,
        resolvedAt: row.resolvedAt?.toISOString() ?? null,
      })),
      suspensions: suspensions.map((row) => ({
        reason: row.reason,
        createdAt: row.createdAt.toISOString(),
        endsAt: row.endsAt?.toISOString() ?? null,
        liftedAt: row.liftedAt?.toISOString() ?? null,
      })),
    },
  };
};

/** The archive's file name, e.g. quad-alice.smith-2026-11-23.zip. */
export const archiveNameOf = (context: AppContext, username: string) =>
  `${context.config.productName.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${username}-${context.clock
    .now()
    .toISOString()
    .slice(0, 10)}.zip`.replace(/[^A-Za-z0-9._-]/g, '');

/**
 * The member's archive as a stream. The JSON is read first (a consistent moment of the data),
 * the images are streamed from the media storage one after the other as the zip reaches them.
 */
export const exportData = async (context: AppContext, userId: string) => {
  const files = await dataFilesOf(context, userId);
  const keys = await queries.mediaKeysOf(context.db, userId);
  const zip = new ZipFile();
  // A PassThrough, which yazl's types name only as a NodeJS.ReadableStream.
  const output = zip.outputStream as Readable;
  for (const [name, content] of Object.entries(files)) zip.addBuffer(json(content), name);
  for (const key of keys) {
    zip.addReadStreamLazy(archivePathOf(userId, key), (done) => {
      context.media.open(key).then(
        // A file gone from the storage leaves an empty entry rather than breaking the archive.
        (stream) => done(null, stream ?? Readable.from([])),
        (error: unknown) => done(error, new PassThrough()),
      );
    });
  }
  zip.on('error', (error: Error) => {
    context.log.error({ err: error, userId }, 'data export failed part way');
    // The client sees the download break off instead of an archive that looks whole.
    output.destroy(error);
  });
  zip.end();
  return {
    name: archiveNameOf(context, files['profile.json'].username),
    stream: output,
  };
};
