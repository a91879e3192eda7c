/**
 * Group posts (issue 18): a group's feed, its pinned posts and approval queue, and what its admins
 * and moderators (and the site's moderators) do to posts and comments: approve, pin, unpin and
 * remove citing one of the group's rules. Every such action is written to the group's log; a
 * removal also closes the item's open reports, so the site's moderators' queue drops them too.
 * Creating a post in a group, and who sees it where, are the posts module's (posts/service.ts,
 * db/visibility.ts).
 */
import {
  GROUP_PINNED_MAX,
  groupText,
  type GroupLogAction,
  type GroupRemovalRequest,
} from '@quad/contract';
import type { AppContext } from '../../context';
import type { Queryable } from '../../db/client';
import { viewerAt, type Viewer } from '../../db/visibility';
import { badInput, notFound } from '../../infra/errors';
import { isId } from '../../infra/ids';
import { deleteCommentIn } from '../comments/service';
import {
  contentGroupId,
  groupAccess,
  requireContent,
  requireMember,
  requireModeration,
  type GroupAccess,
} from '../groups/access';
import { closeReportsOfRemoved } from '../moderation/service';
import { publishTags } from '../hashtags/record';
import { contentRemoved, groupPostPinned, mentioned } from '../notifications/events';
import {
  deletePostIn,
  groupAccessIn,
  postsPage,
  publishedInGroup,
  type PostPageRequest,
} from '../posts/service';
import { removeFiles } from '../uploads/service';
import * as queries from './queries';

const DONE = {
  approved: 'The post is published.',
  pinned: 'The post is pinned.',
  unpinned: 'The post is unpinned.',
  postRemoved: 'The post is removed.',
  commentRemoved: 'The comment is removed.',
} as const;

/**
 * A group's published posts, newest first, but for the pinned ones. A page with posts is one
 * statement, the viewer's access read with them; an empty one tells apart an unknown or hidden
 * group (404), one whose posts are closed to the viewer (403) and a group with no more posts.
 */
export const groupPosts = async (
  context: AppContext,
  viewerId: string,
  slug: string,
  page: PostPageRequest,
) => {
  const viewer = viewerAt(context, viewerId);
  const group = contentGroupId(context.config, viewerId, slug);
  const result = await postsPage(context, viewerId, page, (after, take) =>
    queries.groupPostKeys(viewer, group, after, take),
  );
  if (result.items.length === 0) requireContent(await groupAccess(context, viewerId, slug));
  return result;
};

/** The group's pinned posts (up to GROUP_PINNED_MAX), the latest pinned first. */
export const pinnedPosts = async (
  context: AppContext,
  viewerId: string,
  slug: string,
  comments: number | undefined,
) => {
  const { group } = requireContent(await groupAccess(context, viewerId, slug));
  const viewer = viewerAt(context, viewerId);
  const page = await postsPage(
    context,
    viewerId,
    { limit: GROUP_PINNED_MAX, comments },
    (_, take) => queries.pinnedPostKeys(viewer, group.id, take),
  );
  return page.items;
};

/** Posts waiting for approval, oldest first: all of them for moderators, their own for a member. */
export const pendingPosts = async (
  context: AppContext,
  viewerId: string,
  slug: string,
  page: PostPageRequest,
) => {
  const access = await groupAccess(context, viewerId, slug);
  if (!access.canModerate) requireMember(access);
  const viewer = viewerAt(context, viewerId);
  const authorId = access.canModerate ? undefined : viewerId;
  return postsPage(
    context,
    viewerId,
    page,
    (after, take) => queries.pendingPostKeys(viewer, access.group.id, authorId, after, take),
    'oldest',
  );
};

/** Writes one entry of the group's own log, with the names as they are now. */
export const logGroupAction = async (
  db: Queryable,
  entry: {
    groupId: string;
    actorId: string;
    action: GroupLogAction;
    subjectId?: string;
    itemId?: string;
    reason?: string;
    at: Date;
  },
) =>
  queries.insertGroupAction(db, {
    groupId: entry.groupId,
    actorId: entry.actorId,
    actorName: await queries.nameOf(db, entry.actorId),
    action: entry.action,
    subjectId: entry.subjectId ?? null,
    subjectName: entry.subjectId ? await queries.nameOf(db, entry.subjectId) : null,
    itemId: entry.itemId ?? null,
    reason: entry.reason ?? '',
    createdAt: entry.at,
  });

interface ModeratorAct {
  db: Queryable;
  access: GroupAccess;
  viewer: Viewer;
  at: Date;
}

/**
 * Runs a moderator's action in a transaction holding the group's row (so that two pins cannot
 * both take the last place): 404 for a group hidden from them, 403 unless they moderate it.
 */
const asModerator = <T>(
  context: AppContext,
  actorId: string,
  slug: string,
  work: (act: ModeratorAct) => Promise<T>,
) =>
  context.db.transaction(async (db) => {
    const access = requireModeration(
      await groupAccessIn(context, db, actorId, slug, { lock: true }),
    );
    return work({ db, access, viewer: viewerAt(context, actorId), at: context.clock.now() });
  });

const requireGroupPost = async ({ db, access, viewer }: ModeratorAct, postId: string) => {
  const post = isId(postId)
    ? await queries.findGroupPost(db, viewer, access.group.id, postId)
    : undefined;
  if (!post) throw notFound(groupText.unknownPost);
  return post;
};

/** Publishes a waiting post: it joins the group's feed and its members' feeds now. */
export const approvePost = (context: AppContext, actorId: string, slug: string, postId: string) =>
  asModerator(context, actorId, slug, async (act) => {
    const post = await requireGroupPost(act, postId);
    if (!post.pending) throw badInput(groupText.notPending);
    const groupId = act.access.group.id;
    await queries.publishPost(act.db, post.id, act.at);
    await publishTags(act.db, post.id, act.at);
    await publishedInGroup(act.db, {
      postId: post.id,
      authorId: post.userId,
      groupId,
      byAdmin: (await queries.roleIn(act.db, groupId, post.userId)) === 'admin',
      at: act.at,
    });
    // Members it mentions may see it now: those it did not reach while it waited are told.
    await mentioned(act.db, {
      authorId: post.userId,
      postId: post.id,
      commentId: null,
      text: post.text,
      at: act.at,
    });
    await logGroupAction(act.db, {
      groupId,
      actorId,
      action: 'approve_post',
      subjectId: post.userId,
      itemId: post.id,
      at: act.at,
    });
    return DONE.approved;
  });

/** Pins a published post at the top of the group (up to GROUP_PINNED_MAX); pinning twice is one. */
export const pinPost = (context: AppContext, actorId: string, slug: string, postId: string) =>
  asModerator(context, actorId, slug, async (act) => {
    const post = await requireGroupPost(act, postId);
    if (post.pending) throw notFound(groupText.unknownPost);
    if (post.pinnedAt) return DONE.pinned;
    const groupId = act.access.group.id;
    if ((await queries.countPinned(act.db, groupId)) >= GROUP_PINNED_MAX) {
      throw badInput(groupText.tooManyPinned);
    }
    await queries.setPinnedAt(act.db, post.id, act.at);
    await groupPostPinned(act.db, { postId: post.id, authorId: post.userId, groupId, at: act.at });
    await logGroupAction(act.db, {
      groupId,
      actorId,
      action: 'pin_post',
      subjectId: post.userId,
      itemId: post.id,
      at: act.at,
    });
    return DONE.pinned;
  });

export const unpinPost = (context: AppContext, actorId: string, slug: string, postId: string) =>
  asModerator(context, actorId, slug, async (act) => {
    const post = await requireGroupPost(act, postId);
    if (!post.pinnedAt) return DONE.unpinned;
    await queries.setPinnedAt(act.db, post.id, null);
    await logGroupAction(act.db, {
      groupId: act.access.group.id,
      actorId,
      action: 'unpin_post',
      subjectId: post.userId,
      itemId: post.id,
      at: act.at,
    });
    return DONE.unpinned;
  });

/** The rule cited, by its index among the group's rules; 400 for none. */
const ruleCited = (access: GroupAccess, removal: GroupRemovalRequest) => {
  const rule = access.group.rules[removal.rule];
  if (!rule) throw badInput(groupText.unknownRule);
  const note = removal.note?.trim() ?? '';
  return { title: rule.title, told: note ? `${rule.title}: ${note}` : rule.title };
};

/**
 * Removes a post of the group (published or waiting) through the posts module, with its comments
 * and the photos nothing else shows; its author is told which rule, and the log keeps it.
 */
export const removePost = async (
  context: AppContext,
  actorId: string,
  slug: string,
  postId: string,
  removal: GroupRemovalRequest,
) => {
  const files = await asModerator(context, actorId, slug, async (act) => {
    const rule = ruleCited(act.access, removal);
    const post = await requireGroupPost(act, postId);
    const groupId = act.access.group.id;
    await closeReportsOfRemoved(act.db, { kind: 'post', id: post.id }, actorId, act.at);
    const unused = await deletePostIn(context, act.db, post.id);
    await contentRemoved(act.db, {
      userId: post.userId,
      removedKind: 'post',
      reason: rule.told,
      groupId,
      at: act.at,
    });
    await logGroupAction(act.db, {
      groupId,
      actorId,
      action: 'remove_post',
      subjectId: post.userId,
      itemId: post.id,
      reason: rule.title,
      at: act.at,
    });
    return unused;
  });
  await removeFiles(context, files);
  return DONE.postRemoved;
};

/** Removes a comment on a post of the group, as removePost does a post. */
export const removeComment = async (
  context: AppContext,
  actorId: string,
  slug: string,
  commentId: string,
  removal: GroupRemovalRequest,
) => {
  const files = await asModerator(context, actorId, slug, async (act) => {
    const rule = ruleCited(act.access, removal);
    const groupId = act.access.group.id;
    const comment = isId(commentId)
      ? await queries.findGroupComment(act.db, act.viewer, groupId, commentId)
      : undefined;
    if (!comment) throw notFound(groupText.unknownComment);
    await closeReportsOfRemoved(act.db, { kind: 'comment', id: comment.id }, actorId, act.at);
    const unused = await deleteCommentIn(context, act.db, comment);
    await contentRemoved(act.db, {
      userId: comment.userId,
      removedKind: 'comment',
      reason: rule.told,
      groupId,
      at: act.at,
    });
    await logGroupAction(act.db, {
      groupId,
      actorId,
      action: 'remove_comment',
      subjectId: comment.userId,
      itemId: comment.id,
      reason: rule.title,
      at: act.at,
    });
    return unused;
  });
  await removeFiles(context, files);
  return DONE.commentRemoved;
};

/** Those of `memberIds` who hear live of a new post in the group: its members, blocks aside. */
export const groupAudienceAmong = (
  context: AppContext,
  groupId: string,
  authorId: string,
  memberIds: string[],
) => queries.groupAudienceAmong(context.db, groupId, authorId, memberIds);
