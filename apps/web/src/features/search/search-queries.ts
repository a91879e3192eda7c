import type { SearchHistoryEntry } from '@quad/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { addToSearchHistory, getSearchHistory, removeFromSearch, searchMembers } from '../../api';

export const searchKeys = {
  all: ['search'] as const,
  /** Keyed by the term: an answer can only ever show for the term it was asked for. */
  results: (term: string) => [...searchKeys.all, 'results', term] as const,
  history: () => [...searchKeys.all, 'history'] as const,
};

const newestFirst = (entries: SearchHistoryEntry[]) =>
  [...entries].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));

export const useSearchResults = (term: string) =>
  useQuery({
    queryKey: searchKeys.results(term),
    queryFn: () => searchMembers(term),
    enabled: term !== '',
  });

export const useSearchHistory = () =>
  useQuery({
    queryKey: searchKeys.history(),
    queryFn: getSearchHistory,
    select: newestFirst,
  });

/** Both calls answer the updated history, which replaces the cached one. */
export const useHistoryChange = (change: 'add' | 'remove') => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change === 'add' ? addToSearchHistory : removeFromSearch,
    onSuccess: (history) => queryClient.setQueryData(searchKeys.history(), history),
  });
};
