/** The short form of a member that lists show (API.md UserSummary). */
import type { ImageSize, UserSummary } from '@quad/contract';
import { users } from '../../db/schema';
import { imageSizeOfUrl } from '../uploads/image-sizes';

export const summaryColumns = {
  id: users.id,
  username: users.username,
  picture: users.picture,
  firstName: users.firstName,
  lastName: users.lastName,
  pictureSize: imageSizeOfUrl(users.picture),
};

export interface SummaryRow {
  id: string;
  username: string;
  picture: string;
  firstName: string;
  lastName: string;
  /** Left out where a list does not read it: clients then show the picture as it is. */
  pictureSize?: ImageSize | null;
}

export const toSummary = (row: SummaryRow): UserSummary => ({
  _id: row.id,
  username: row.username,
  picture: row.picture,
  first_name: row.firstName,
  last_name: row.lastName,
  pictureSize: row.pictureSize ?? null,
});
