/** The ReactsSummary of API.md: six counts in a fixed order, the caller's reaction, saved. */
import { REACTIONS, type ReactsSummary } from '@quad/contract';
import type { ReactionCount } from './queries';

export const summaryOf = (counts: ReactionCount[], saved: boolean): ReactsSummary => {
  const byReact = new Map(counts.map((row) => [row.react, row.count]));
  const reacts = REACTIONS.map((react) => ({ react, count: byReact.get(react) ?? 0 }));
  return {
    reacts,
    check: counts.find((row) => row.mine)?.react ?? null,
    total: reacts.reduce((sum, entry) => sum + entry.count, 0),
    checkSaved: saved,
  };
};

/** Summaries of many posts from one batch of counts. */
export const summariesOf = (postIds: string[], counts: ReactionCount[], saved: Set<string>) => {
  const byPost = new Map<string, ReactionCount[]>(postIds.map((id) => [id, []]));
  for (const row of counts) byPost.get(row.postId)?.push(row);
  return new Map(postIds.map((id) => [id, summaryOf(byPost.get(id) ?? [], saved.has(id))]));
};
