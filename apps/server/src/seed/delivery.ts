/**
 * How the campus reaches its members outside Quad: the printed member's choices in Settings ›
 * Notifications, and their digest, sent through the digest's own code into the outbox. What the
 * seed made before is marked as decided for e-mail, so a first start does not e-mail every
 * seeded member about a past they never lived.
 */
import { sql } from 'drizzle-orm';
import type { AppContext } from '../context';
import { sendDigestNow } from '../modules/delivery/digest';
import { updateDeliverySettings } from '../modules/delivery/service';
import { FIRST_MEMBER_LAST_VISIT_AGO, firstMember } from './first-member';

export const addDeliveryChoices = async (context: AppContext, now: Date) => {
  const at = now.toISOString();
  await context.db.execute(sql`
    update notifications set email_checked_at = ${at}::timestamptz where read_at is null`);
  await context.db.execute(sql`
    update conversation_members set email_checked_through = last_received_at
    where last_received_at is not null`);

  const member = await firstMember(context);
  if (!member) return;
  const seeded = { ...context, clock: { now: () => now } };
  await updateDeliverySettings(seeded, member.id, {
    kinds: {
      comment: { push: true, email: 'immediately' },
      reaction: { push: false, email: 'digest' },
      new_follower: { push: false, email: 'off' },
      group_post: { push: true, email: 'off' },
    },
    digest: 'daily',
    show_message_text: true,
  });
  await sendDigestNow(
    seeded,
    member.id,
    'daily',
    new Date(now.getTime() - FIRST_MEMBER_LAST_VISIT_AGO),
  );
};
