import { useInfiniteQuery } from '@tanstack/react-query';
import { savedPostsQuery } from '../../api';

/** The member's saved posts, newest first, page after page. */
export const useSavedPosts = () => useInfiniteQuery(savedPostsQuery);
