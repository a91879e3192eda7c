/**
 * The pages read on every visit come in index order: PostgreSQL reads the newest first by
 * scanning an index backwards, without sorting. (An index declared DESC NULLS LAST cannot give
 * the default DESC order, NULLS FIRST: such a plan sorts.)
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MISSING_ID } from '../../test/posts';
import { planOf } from '../../test/query-plans';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { groupPostKeys, pendingPostKeys, pinnedPostKeys } from '../modules/group-posts/queries';
import { contentGroupId } from '../modules/groups/access';
import { feedKeys } from '../modules/posts/queries';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe.each([
  [
    'notifications',
    'notifications_user_created_at_idx',
    sql`select id from notifications where user_id = ${MISSING_ID}::uuid
        order by created_at desc, id desc limit 11`,
  ],
  [
    'the members one follows',
    'follows_follower_created_at_idx',
    sql`select followee_id from follows where follower_id = ${MISSING_ID}::uuid
        order by created_at desc, followee_id desc limit 11`,
  ],
  [
    'one’s followers',
    'follows_followee_created_at_idx',
    sql`select follower_id from follows where followee_id = ${MISSING_ID}::uuid
        order by created_at desc, follower_id desc limit 11`,
  ],
])('the page of %s', (_name, index, statement) => {
  it(`is read backwards along ${index}, without sorting`, async () => {
    const plan = await planOf(t, statement);
    expect(plan).toMatch(new RegExp(`Index (Only )?Scan Backward using ${index}`));
    expect(plan).not.toMatch(/Sort/);
  });
});

const viewer = { id: MISSING_ID, now: new Date() };

describe('the page of a group’s posts', () => {
  it('is read backwards along posts_group_created_at_idx, without sorting, with the viewer’s access', async () => {
    const config = { moderatorEmails: ['moderator@coastal.edu'] };
    const group = contentGroupId(config, MISSING_ID, 'a-group');
    const plan = await planOf(t, groupPostKeys(viewer, group, undefined, 11));
    expect(plan).toMatch(/Index (Only )?Scan Backward using posts_group_created_at_idx/);
    expect(plan).not.toMatch(/Sort|Seq Scan/);
  });
});

/** A full sort node (an incremental sort only orders rows of equal time by id). */
const FULL_SORT = /(^|->\s+)Sort\s/m;

describe.each([
  [
    'pinned posts',
    /Index (Only )?Scan Backward using posts_group_pinned_idx/,
    pinnedPostKeys(viewer, MISSING_ID, 4),
  ],
  [
    'approval queue',
    /Index (Only )?Scan using posts_group_pending_idx/,
    pendingPostKeys(viewer, MISSING_ID, undefined, undefined, 11),
  ],
])('a group’s %s', (_name, scan, statement) => {
  it('are read in order along their index (ties by id sorted incrementally)', async () => {
    const plan = await planOf(t, statement);
    expect(plan).toMatch(scan);
    expect(plan).not.toMatch(FULL_SORT);
    expect(plan).not.toMatch(/Seq Scan/);
  });
});

describe('the feed', () => {
  it('reads each author’s and each group’s posts backwards along their index, and what is hidden once, by index', async () => {
    const plan = await planOf(t, feedKeys(viewer, undefined, 11));
    expect(plan).toMatch(
      /Index (Only )?Scan Backward using posts_user_(ungrouped_)?created_at_idx/,
    );
    // One range per group the member belongs to, read along the index of the groups' posts.
    expect(plan).toMatch(/Index (Only )?Scan Backward using posts_group_created_at_idx/);
    expect(plan).toMatch(
      /using group_members_user_joined_at_idx|using group_members_group_id_user_id_pk/,
    );
    expect(plan).not.toMatch(/Seq Scan/);
    // The hidden members and posts are each one set, read through the indexes of migration 0011
    // and probed as a hash, not a subquery per row.
    for (const index of [
      'blocks_blocker_created_at_idx',
      'blocks_blocked_blocker_idx',
      'reports_hidden_reporter_item_idx',
      'suspensions_user_not_lifted_idx',
    ]) {
      expect(plan).toContain(`using ${index}`);
    }
    expect(plan).toMatch(/hashed SubPlan/);
    expect(plan).not.toMatch(/\(SubPlan \d+\)/);
  });
});
