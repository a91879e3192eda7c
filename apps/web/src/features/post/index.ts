export { CreatePostBox } from './create-post-box';
export type { GroupModeration } from './group-moderation';
export { GroupRemovalDialog } from './group-removal-dialog';
export { GroupPostList } from './group-post-list';
export { PagedPostList, type PagedPosts } from './paged-post-list';
export {
  addPostToCaches,
  removeComment,
  removePost,
  removePostsBy,
  type PostPages,
} from './post-cache';
export { PostCard } from './post-card';
export { PostPage } from './post-page';
export type { PostingGroup } from './use-create-post';
