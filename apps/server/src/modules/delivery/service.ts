/**
 * How notifications reach a member outside Quad. The settings screen reads and changes them;
 * push and e-mail delivery ask `reachOf` whom to reach, and how, for one kind.
 */
import {
  DEFAULT_DIGEST_FREQUENCY,
  DELIVERY_KINDS,
  defaultEmailChoice,
  type DeliveryChoice,
  type DeliveryKind,
  type DeliverySettings,
  type DigestFrequency,
  type EmailChoice,
  type PauseChoice,
  type UpdateDeliverySettings,
} from '@quad/contract';
import type { AppContext } from '../../context';
import type { Queryable } from '../../db/client';
import { pauseEnd } from './pause';
import * as queries from './queries';

const DEFAULT_CHOICE = (kind: DeliveryKind): DeliveryChoice => ({
  push: true,
  email: defaultEmailChoice(kind),
});

const isDefault = (kind: DeliveryKind, choice: DeliveryChoice) => {
  const byDefault = DEFAULT_CHOICE(kind);
  return choice.push === byDefault.push && choice.email === byDefault.email;
};

const isPaused = (row: queries.SettingsRow | undefined, at: Date) =>
  row?.pausedUntil != null && row.pausedUntil > at;

export const deliverySettingsOf = async (
  context: Pick<AppContext, 'db' | 'clock'>,
  memberId: string,
): Promise<DeliverySettings> => {
  const [row] = await queries.settingsOf(context.db, [memberId]);
  const chosen = new Map(
    (await queries.choicesOf(context.db, [memberId])).map((choice) => [choice.kind, choice]),
  );
  const kinds = Object.fromEntries(
    DELIVERY_KINDS.map((kind) => {
      const choice = chosen.get(kind);
      return [
        kind,
        choice ? { push: choice.push, email: choice.email as EmailChoice } : DEFAULT_CHOICE(kind),
      ];
    }),
  ) as DeliverySettings['kinds'];
  return {
    kinds,
    digest: (row?.digest as DigestFrequency | undefined) ?? DEFAULT_DIGEST_FREQUENCY,
    show_message_text: row?.showMessageText ?? false,
    paused_until: isPaused(row, context.clock.now()) ? row!.pausedUntil!.toISOString() : null,
  };
};

export const updateDeliverySettings = async (
  context: AppContext,
  memberId: string,
  change: UpdateDeliverySettings,
) => {
  await context.db.transaction(async (tx) => {
    const kinds = Object.entries(change.kinds ?? {}) as [DeliveryKind, DeliveryChoice][];
    await queries.replaceChoices(
      tx,
      memberId,
      kinds.map(([kind]) => kind),
      kinds
        .filter(([kind, choice]) => !isDefault(kind, choice))
        .map(([kind, choice]) => ({ userId: memberId, kind, ...choice })),
    );
    if (change.digest !== undefined || change.show_message_text !== undefined) {
      await queries.saveSettings(tx, memberId, {
        digest: change.digest,
        showMessageText: change.show_message_text,
      });
    }
  });
  return deliverySettingsOf(context, memberId);
};

export const pauseDelivery = async (context: AppContext, memberId: string, choice: PauseChoice) => {
  const until = pauseEnd(choice, context.clock.now(), context.config.timeZone);
  await queries.saveSettings(context.db, memberId, { pausedUntil: until });
  return deliverySettingsOf(context, memberId);
};

export const resumeDelivery = async (context: AppContext, memberId: string) => {
  await queries.saveSettings(context.db, memberId, { pausedUntil: null });
  return deliverySettingsOf(context, memberId);
};

/** How one member is to be reached about one kind, at a given moment. */
export interface Reach {
  push: boolean;
  email: EmailChoice;
  /** A pause holds everything back, e-mail and push alike. */
  paused: boolean;
  digest: DigestFrequency;
  showMessageText: boolean;
}

/** How each of these members is to be reached about `kind` at `at`, by member id. */
export const reachOf = async (
  db: Queryable,
  memberIds: string[],
  kind: DeliveryKind,
  at: Date,
): Promise<Map<string, Reach>> => {
  const unique = [...new Set(memberIds)];
  const settings = new Map((await queries.settingsOf(db, unique)).map((row) => [row.userId, row]));
  const choices = new Map(
    (await queries.choicesOf(db, unique, kind)).map((row) => [row.userId, row]),
  );
  return new Map(
    unique.map((memberId) => {
      const row = settings.get(memberId);
      const choice = choices.get(memberId) ?? DEFAULT_CHOICE(kind);
      return [
        memberId,
        {
          push: choice.push,
          email: choice.email as EmailChoice,
          paused: isPaused(row, at),
          digest: (row?.digest as DigestFrequency | undefined) ?? DEFAULT_DIGEST_FREQUENCY,
          showMessageText: row?.showMessageText ?? false,
        },
      ];
    }),
  );
};

/** How one member is to be reached by e-mail, every kind at once. */
export interface EmailReach {
  email: (kind: DeliveryKind) => EmailChoice;
  paused: boolean;
  digest: DigestFrequency;
  showMessageText: boolean;
}

/** Each member's e-mail choices of every kind at `at`, by member id (e-mails tell of many kinds). */
export const emailReachOf = async (
  db: Queryable,
  memberIds: string[],
  at: Date,
): Promise<Map<string, EmailReach>> => {
  const unique = [...new Set(memberIds)];
  const settings = new Map((await queries.settingsOf(db, unique)).map((row) => [row.userId, row]));
  const chosen = new Map<string, string>();
  for (const row of await queries.choicesOf(db, unique)) {
    chosen.set(`${row.userId} ${row.kind}`, row.email);
  }
  return new Map(
    unique.map((memberId) => {
      const row = settings.get(memberId);
      return [
        memberId,
        {
          email: (kind: DeliveryKind) =>
            (chosen.get(`${memberId} ${kind}`) as EmailChoice | undefined) ??
            defaultEmailChoice(kind),
          paused: isPaused(row, at),
          digest: (row?.digest as DigestFrequency | undefined) ?? DEFAULT_DIGEST_FREQUENCY,
          showMessageText: row?.showMessageText ?? false,
        },
      ];
    }),
  );
};
