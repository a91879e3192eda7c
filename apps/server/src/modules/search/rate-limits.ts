/** Request limits of member search, counted per signed-in member. */
import { minutes } from '../../infra/clock';

export const searchLimits = {
  /** The search box calls once per pause in typing: generous for a person, not for a script. */
  searchPerMember: { name: 'search-member', max: 120, windowMs: minutes(1) },
  /** The search page asks once per query, tab and page. */
  searchEverythingPerMember: { name: 'search-everything-member', max: 120, windowMs: minutes(1) },
} as const;
