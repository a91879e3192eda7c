/** Whether a member is suspended now, and what sign-in tells them. */
import { moderationText } from '@quad/contract';
import type { AppContext } from '../../context';
import { forbidden } from '../../infra/errors';
import type { Translation } from '../../i18n/translate';
import * as queries from './queries';

/** What a suspended member is told, in English, and how another language writes its day. */
export interface SuspensionNotice {
  message: string;
  translation?: Translation;
}

export const suspensionNotice = (endsAt: string | null, reason: string): SuspensionNotice => {
  const message = moderationText.suspended(endsAt, reason);
  if (!endsAt) return { message };
  return {
    message,
    translation: {
      id: 'Your account is suspended until {day}: {reason}',
      values: { reason },
      days: { day: endsAt },
    },
  };
};

/** Sign-in of a suspended member: 403 with the reason and the end of the suspension. */
export const refuseIfSuspended = async (
  context: Pick<AppContext, 'db' | 'clock'>,
  memberId: string,
) => {
  const suspension = await queries.suspensionInForce(context.db, memberId, context.clock.now());
  if (suspension) {
    const notice = suspensionNotice(suspension.endsAt?.toISOString() ?? null, suspension.reason);
    throw forbidden(notice.message, notice.translation);
  }
};
