/** The six reactions: how each is named (ReactionIcon draws them), and what a toggle does to a post's summary (API.md). */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { REACTIONS, type Reaction, type ReactsSummary } from '@quad/contract';

export const REACTION_LABELS: Record<Reaction, MessageDescriptor> = {
  like: msg`Like`,
  love: msg`Love`,
  haha: msg`Haha`,
  wow: msg`Wow`,
  sad: msg`Sad`,
  angry: msg`Angry`,
};

export const emptySummary = (): ReactsSummary => ({
  reacts: REACTIONS.map((react) => ({ react, count: 0 })),
  check: null,
  total: 0,
  checkSaved: false,
});

/** The same reaction again removes it, another one replaces it, none yet adds it. */
export const toggleReaction = (summary: ReactsSummary, react: Reaction): ReactsSummary => {
  const previous = summary.check;
  const next = previous === react ? null : react;
  const reacts = REACTIONS.map((name) => {
    const count = summary.reacts.find((entry) => entry.react === name)?.count ?? 0;
    const change = (name === next ? 1 : 0) - (name === previous ? 1 : 0);
    return { react: name, count: Math.max(0, count + change) };
  });
  return {
    ...summary,
    reacts,
    check: next,
    total: reacts.reduce((sum, entry) => sum + entry.count, 0),
  };
};

/** The three most given reactions, most given first (ties in the usual order). */
export const topReactions = (summary: ReactsSummary, count = 3): Reaction[] =>
  summary.reacts
    .filter((entry) => entry.count > 0)
    .map((entry, index) => ({ ...entry, index }))
    .sort((a, b) => b.count - a.count || a.index - b.index)
    .slice(0, count)
    .map((entry) => entry.react);
