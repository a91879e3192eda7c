/** The ReactsSummary of API.md: six counts in a fixed order, the caller's reaction, saved. */
import { REACTIONS, type Reaction, type ReactsSummary } from '@quad/contract';

export const summaryOf = (
  counts: Partial<Record<Reaction, number>>,
  mine: Reaction | null,
  saved: boolean,
): ReactsSummary => {
  const reacts = REACTIONS.map((react) => ({ react, count: counts[react] ?? 0 }));
  return {
    reacts,
    check: mine,
    total: reacts.reduce((sum, entry) => sum + entry.count, 0),
    checkSaved: saved,
  };
};
