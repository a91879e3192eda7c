/**
 * Hashtags (issue 29): a tag's posts, following a tag (its posts join the feed, posts/queries.ts
 * feedKeys), Trending on campus, and what the moderators' hiding needs.
 */
import {
  hashtagText,
  MODERATION_HASHTAGS_MAX,
  normaliseHashtag,
  TRENDING_HASHTAGS_MAX,
  TRENDING_WINDOW_HOURS,
  type HashtagFollow,
  type HashtagInfo,
  type ModerationHashtag,
  type Post,
  type TrendingHashtag,
} from '@quad/contract';
import type { AppContext } from '../../context';
import type { Queryable } from '../../db/client';
import { viewerAt } from '../../db/visibility';
import { addMs } from '../../infra/clock';
import { badInput } from '../../infra/errors';
import type { Page } from '../../infra/pagination';
import { postsPage, type PostPageRequest } from '../posts/service';
import * as queries from './queries';

const HOUR_MS = 3_600_000;

/** The tag a path names, normalised; 400 when it cannot be one. */
export const requireTag = (raw: string) => {
  const tag = normaliseHashtag(raw);
  if (!tag) throw badInput(hashtagText.unknownTag);
  return tag;
};

const windowStart = (context: AppContext) =>
  addMs(context.clock.now(), -TRENDING_WINDOW_HOURS * HOUR_MS);

/** The tag's posts the viewer may see, newest first; an unknown tag has none. */
export const tagPosts = async (
  context: AppContext,
  viewerId: string,
  rawTag: string,
  page: PostPageRequest,
): Promise<Page<Post>> => {
  const hashtag = await queries.findHashtag(context.db, requireTag(rawTag));
  if (!hashtag) return { items: [], next: undefined };
  const viewer = viewerAt(context, viewerId);
  return postsPage(context, viewerId, page, (after, take) =>
    queries.tagPostKeys(viewer, hashtag.id, after, take),
  );
};

export const tagInfo = async (
  context: AppContext,
  viewerId: string,
  rawTag: string,
): Promise<HashtagInfo> => {
  const tag = requireTag(rawTag);
  const hashtag = await queries.findHashtag(context.db, tag);
  if (!hashtag) return { tag, following: false, posts_today: 0 };
  const viewer = viewerAt(context, viewerId);
  const [following, postsToday] = await Promise.all([
    queries.isFollowing(context.db, viewerId, hashtag.id),
    queries.countTagPostsSince(context.db, viewer, hashtag.id, windowStart(context)),
  ]);
  return { tag, following, posts_today: postsToday };
};

/** Follows the tag (made if no post has it yet); following it again changes nothing. */
export const follow = async (
  context: AppContext,
  memberId: string,
  rawTag: string,
): Promise<HashtagFollow> => {
  const tag = requireTag(rawTag);
  const at = context.clock.now();
  await context.db.transaction(async (db) => {
    const [id] = await queries.hashtagIds(db, [tag], at);
    if (id) await queries.insertFollow(db, memberId, id, at);
  });
  return { tag, following: true };
};

export const unfollow = async (
  context: AppContext,
  memberId: string,
  rawTag: string,
): Promise<HashtagFollow> => {
  const tag = requireTag(rawTag);
  const hashtag = await queries.findHashtag(context.db, tag);
  if (hashtag) await queries.deleteFollow(context.db, memberId, hashtag.id);
  return { tag, following: false };
};

/** Trending on campus, as the viewer may see it. */
export const trending = async (
  context: AppContext,
  viewerId: string,
): Promise<TrendingHashtag[]> => {
  const rows = await queries.trending(context.db, {
    since: windowStart(context),
    now: context.clock.now(),
    viewer: viewerAt(context, viewerId),
    limit: TRENDING_HASHTAGS_MAX,
  });
  return rows.map((row) => ({ tag: row.tag, members: row.members }));
};

/**
 * For the moderators (the caller checks): the campus's most used tags of the last 24 hours,
 * hidden or not, then the other hidden ones.
 */
export const hashtagsForModerators = async (context: AppContext): Promise<ModerationHashtag[]> => {
  const [used, hidden] = await Promise.all([
    queries.trending(context.db, {
      since: windowStart(context),
      now: context.clock.now(),
      limit: MODERATION_HASHTAGS_MAX,
    }),
    queries.hiddenHashtags(context.db),
  ]);
  const listed = new Set(used.map((row) => row.tag));
  return [
    ...used,
    ...hidden
      .filter((row) => !listed.has(row.tag))
      .map((row) => ({ tag: row.tag, members: 0, hidden: true })),
  ];
};

/**
 * Inside the moderator's transaction, hides the tag from Trending (or shows it again); answers
 * its id for the log, or undefined when it already was so.
 */
export const setHiddenIn = async (db: Queryable, tag: string, hidden: boolean, at: Date) => {
  const [id] = await queries.hashtagIds(db, [tag], at);
  if (!id) return undefined;
  return (await queries.setHidden(db, id, hidden ? at : null)) ? id : undefined;
};
