/**
 * A post can be on screen in several lists at once (the feed, saved posts, a profile) and on its
 * own page. A change to it is written into every cached list that holds it and into its page's
 * entry (null there once it is deleted), and can be undone from the snapshot.
 */
import type { Post, Profile } from '@quad/contract';
import type { InfiniteData, QueryClient, QueryKey } from '@tanstack/react-query';
import { postKeys, profileKeys, type ApiPage } from '../../api';

export type PostPages = InfiniteData<ApiPage<Post>>;
export type CacheSnapshot = [QueryKey, unknown][];
/** The post as it should be now, or null to take it out of the lists. */
type PostUpdate = (post: Post) => Post | null;

const isPostPages = (data: unknown): data is PostPages =>
  !!data && typeof data === 'object' && Array.isArray((data as PostPages).pages);

/** A list of posts in one answer (a group's pinned posts). */
const isPostArray = (data: unknown): data is Post[] =>
  Array.isArray(data) && data.every((item) => !!item && typeof item === 'object' && '_id' in item);

const isProfile = (data: unknown): data is Profile =>
  !!data && typeof data === 'object' && Array.isArray((data as Profile).posts);

/** The same array when the post is not in it, so untouched caches keep their identity. */
const updateIn = (posts: Post[], postId: string, update: PostUpdate) => {
  if (!posts.some((post) => post._id === postId)) return posts;
  return posts.flatMap((post) => {
    if (post._id !== postId) return [post];
    const next = update(post);
    return next ? [next] : [];
  });
};

/** Stops list reloads in flight, so they cannot overwrite a change made before they answer. */
export const holdPostLists = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.cancelQueries({ queryKey: postKeys.all }),
    queryClient.cancelQueries({
      queryKey: profileKeys.all,
      predicate: (query) => isProfile(query.state.data),
    }),
  ]);

/** Applies `update` to the post in every cached list; answers what those lists held before. */
export const updatePost = (
  queryClient: QueryClient,
  postId: string,
  update: PostUpdate,
): CacheSnapshot => {
  const snapshot: CacheSnapshot = [];
  for (const [key, data] of queryClient.getQueriesData({ queryKey: postKeys.all })) {
    if (isPostArray(data)) {
      const posts = updateIn(data, postId, update);
      if (posts === data) continue;
      snapshot.push([key, data]);
      queryClient.setQueryData<Post[]>(key, posts);
      continue;
    }
    if (!isPostPages(data)) continue;
    const pages = data.pages.map((page) => {
      const items = updateIn(page.items, postId, update);
      return items === page.items ? page : { ...page, items };
    });
    if (pages.every((page, index) => page === data.pages[index])) continue;
    snapshot.push([key, data]);
    queryClient.setQueryData<PostPages>(key, { ...data, pages });
  }
  const single = postKeys.detail(postId);
  const shown = queryClient.getQueryData<Post | null>(single);
  if (shown) {
    snapshot.push([single, shown]);
    queryClient.setQueryData<Post | null>(single, update(shown));
  }
  for (const [key, data] of queryClient.getQueriesData({ queryKey: profileKeys.all })) {
    if (!isProfile(data)) continue;
    const posts = updateIn(data.posts, postId, update);
    if (posts === data.posts) continue;
    snapshot.push([key, data]);
    queryClient.setQueryData<Profile>(key, { ...data, posts });
  }
  return snapshot;
};

export const removePost = (queryClient: QueryClient, postId: string) =>
  updatePost(queryClient, postId, () => null);

/** Takes one comment out of a post wherever the post is shown (hidden or removed). */
export const removeComment = (queryClient: QueryClient, postId: string, commentId: string) =>
  updatePost(queryClient, postId, (current) => {
    const comments = current.comments.filter(({ _id }) => _id !== commentId);
    const { commentCount } = current;
    return commentCount === undefined
      ? { ...current, comments }
      : { ...current, comments, commentCount: Math.max(0, commentCount - 1) };
  });

/** Takes every post of a member out of the cached lists (the member was hidden after a report). */
export const removePostsBy = (queryClient: QueryClient, authorId: string) => {
  for (const [key, data] of queryClient.getQueriesData({ queryKey: postKeys.all })) {
    if (isPostArray(data)) {
      queryClient.setQueryData<Post[]>(
        key,
        data.filter((post) => post.user._id !== authorId),
      );
      continue;
    }
    if (!isPostPages(data)) continue;
    queryClient.setQueryData<PostPages>(key, {
      ...data,
      pages: data.pages.map((page) => ({
        ...page,
        items: page.items.filter((post) => post.user._id !== authorId),
      })),
    });
  }
};

export const restorePosts = (queryClient: QueryClient, snapshot: CacheSnapshot) => {
  for (const [key, data] of snapshot) queryClient.setQueryData(key, data);
};

/** Where a post was in one cached list before it was taken out, to put it back there. */
export interface Removal {
  key: QueryKey;
  post: Post;
  page: number;
  index: number;
  /** The post that followed it, if any: it goes back before that one. */
  nextId: string | undefined;
}

/** Takes the post out of one cached list of pages, or answers null when it is not there. */
export const takeOut = (queryClient: QueryClient, key: QueryKey, postId: string) => {
  const data = queryClient.getQueryData(key);
  if (!isPostPages(data)) return null;
  for (const [page, { items }] of data.pages.entries()) {
    const index = items.findIndex((post) => post._id === postId);
    const post = items[index];
    if (!post) continue;
    queryClient.setQueryData<PostPages>(key, {
      ...data,
      pages: data.pages.map((current, at) =>
        at === page ? { ...current, items: items.filter((_, i) => i !== index) } : current,
      ),
    });
    return { key, post, page, index, nextId: items[index + 1]?._id } satisfies Removal;
  }
  return null;
};

/**
 * Puts a post back where it was taken out. Only that post: changes made to the list since then
 * (another post taken out meanwhile) stay.
 */
export const putBack = (queryClient: QueryClient, { key, post, page, index, nextId }: Removal) => {
  queryClient.setQueryData<PostPages>(key, (data) => {
    const target = data?.pages[page];
    if (
      !data ||
      !target ||
      data.pages.some(({ items }) => items.some(({ _id }) => _id === post._id))
    )
      return data;
    const items = [...target.items];
    const next = items.findIndex(({ _id }) => _id === nextId);
    items.splice(next >= 0 ? next : Math.min(index, items.length), 0, post);
    return {
      ...data,
      pages: data.pages.map((current, at) => (at === page ? { ...current, items } : current)),
    };
  });
};

const putFirst = (post: Post) => (data: PostPages | undefined) => {
  const [first, ...rest] = data?.pages ?? [];
  if (!data || !first) return data;
  return { ...data, pages: [{ ...first, items: [post, ...first.items] }, ...rest] };
};

/**
 * A new post goes first in the feed and in its author's profile posts (SPEC.md §4), and a group
 * post first in its group's posts.
 */
export const addPostToCaches = (queryClient: QueryClient, post: Post, authorUsername: string) => {
  queryClient.setQueryData<PostPages>(postKeys.feed(), putFirst(post));
  if (post.group) {
    queryClient.setQueryData<PostPages>(postKeys.groupPosts(post.group.slug), putFirst(post));
  }
  queryClient.setQueryData<Profile | null>(profileKeys.detail(authorUsername), (profile) =>
    profile ? { ...profile, posts: [post, ...profile.posts] } : profile,
  );
};
