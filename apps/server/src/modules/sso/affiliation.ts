/** The affiliation badge a profile shows (issue 20), for the users module's getProfile. */
import { AFFILIATIONS, type Affiliation } from '@quad/contract';
import type { AppContext } from '../../context';
import * as queries from './queries';

/**
 * The badge of the member's most recently used university account (Student, Faculty, Staff,
 * Alum), or undefined: none given, or hidden by its member.
 */
export const affiliationBadgeOf = async (
  context: Pick<AppContext, 'db'>,
  memberId: string,
): Promise<Affiliation | undefined> => {
  const value = await queries.shownAffiliationOf(context.db, memberId);
  return AFFILIATIONS.find((affiliation) => affiliation === value);
};
