/** The short form of a member that lists show (API.md UserSummary). */
import type { UserSummary } from '@quad/contract';
import { users } from '../../db/schema';

export const summaryColumns = {
  id: users.id,
  username: users.username,
  picture: users.picture,
  firstName: users.firstName,
  lastName: users.lastName,
};

export interface SummaryRow {
  id: string;
  username: string;
  picture: string;
  firstName: string;
  lastName: string;
}

export const toSummary = (row: SummaryRow): UserSummary => ({
  _id: row.id,
  username: row.username,
  picture: row.picture,
  first_name: row.firstName,
  last_name: row.lastName,
});
