/** Whether a member is suspended now, and what sign-in tells them. */
import { moderationText } from '@quad/contract';
import type { AppContext } from '../../context';
import { forbidden } from '../../infra/errors';
import * as queries from './queries';

/** Sign-in of a suspended member: 403 with the reason and the end of the suspension. */
export const refuseIfSuspended = async (
  context: Pick<AppContext, 'db' | 'clock'>,
  memberId: string,
) => {
  const suspension = await queries.suspensionInForce(context.db, memberId, context.clock.now());
  if (suspension) {
    throw forbidden(
      moderationText.suspended(suspension.endsAt?.toISOString() ?? null, suspension.reason),
    );
  }
};
