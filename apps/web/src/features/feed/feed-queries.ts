import { useInfiniteQuery } from '@tanstack/react-query';
import { feedQuery } from '../../api';

/** The home feed, page after page. */
export const useFeed = () => useInfiniteQuery(feedQuery);
