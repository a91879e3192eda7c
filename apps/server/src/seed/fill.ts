/**
 * npm run seed's campus, one part after another, each on what the ones before made: the bulk in
 * SQL (campus.ts, with the photos of the printed member's friend who posts the most), the groups
 * through their service (groups.ts, with their posts in group-posts.ts), the events through
 * theirs (events.ts), the notifications all that would have made (notifications.ts), then the
 * first member's last days through the services (first-member.ts), and their notification
 * settings and digest (delivery.ts). A new part is one more
 * function of the same shape in SEED_PARTS, before the notifications if they should tell of it,
 * or made through its services after them.
 */
import { sql } from 'drizzle-orm';
import type { AppContext } from '../context';
import {
  addConnections,
  addFriendRequests,
  addHashtags,
  addMembers,
  addPhotoFriendPosts,
  addPosts,
  type CampusOptions,
  type CampusSize,
} from './campus';
import { addDeliveryChoices } from './delivery';
import { addEvents } from './events';
import { actOutFirstMembersDays, FIRST_MEMBER_LAST_VISIT_AGO, firstMember } from './first-member';
import { addGroups } from './groups';
import { addLanguages } from './languages';
import { addNotifications } from './notifications';

export type SeedPart = (
  context: AppContext,
  size: CampusSize,
  options: CampusOptions,
) => Promise<void>;

export const SEED_PARTS: SeedPart[] = [
  ({ db }, size, options) => addMembers(db, size, options),
  ({ db }, size, { now }) => addConnections(db, size, now),
  ({ db }, size, { now }) => addFriendRequests(db, size, now),
  ({ db }, size, { now }) => addPosts(db, size.posts, size, now),
  ({ db }, size, { now }) => addPhotoFriendPosts(db, size, now),
  addLanguages,
  ({ db }, _size, { now }) => addHashtags(db, now),
  addGroups,
  addEvents,
  async (context, _size, { now }) => {
    const first = await firstMember(context);
    await addNotifications(
      context.db,
      now,
      first
        ? [{ memberId: first.id, at: new Date(now.getTime() - FIRST_MEMBER_LAST_VISIT_AGO) }]
        : [],
    );
  },
  (context, _size, { now }) => actOutFirstMembersDays(context, now),
  (context, _size, { now }) => addDeliveryChoices(context, now),
];

/** The whole campus into an empty database, then vacuumed with fresh planner statistics. */
export const fillCampus = async (context: AppContext, size: CampusSize, options: CampusOptions) => {
  for (const part of SEED_PARTS) await part(context, size, options);
  await context.db.execute(sql`vacuum analyze`);
};
