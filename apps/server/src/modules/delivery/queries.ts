/** SQL of delivery settings: a member's digest and pause, and their choices kind by kind. */
import { and, eq, inArray } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { deliveryChoices, deliverySettings, users } from '../../db/schema';

export type SettingsRow = typeof deliverySettings.$inferSelect;
export type ChoiceRow = typeof deliveryChoices.$inferSelect;

export const settingsOf = async (db: Queryable, userIds: string[]) =>
  userIds.length === 0
    ? []
    : db.select().from(deliverySettings).where(inArray(deliverySettings.userId, userIds));

export const saveSettings = (
  db: Queryable,
  userId: string,
  change: Partial<Omit<SettingsRow, 'userId'>>,
) =>
  db
    .insert(deliverySettings)
    .values({ userId, ...change })
    .onConflictDoUpdate({ target: deliverySettings.userId, set: change });

/** The choices these members made, of every kind or of one. */
export const choicesOf = async (db: Queryable, userIds: string[], kind?: string) =>
  userIds.length === 0
    ? []
    : db
        .select()
        .from(deliveryChoices)
        .where(
          and(
            inArray(deliveryChoices.userId, userIds),
            kind === undefined ? undefined : eq(deliveryChoices.kind, kind),
          ),
        );

/** Keeps the choices that differ from their kind's default; the others go back to it. */
export const replaceChoices = async (
  db: Queryable,
  userId: string,
  kinds: string[],
  differing: ChoiceRow[],
) => {
  if (kinds.length > 0) {
    await db
      .delete(deliveryChoices)
      .where(and(eq(deliveryChoices.userId, userId), inArray(deliveryChoices.kind, kinds)));
  }
  if (differing.length > 0) await db.insert(deliveryChoices).values(differing);
};

/** Sets one kind's e-mail choice, keeping its push choice; a row only while it differs from the default. */
export const saveEmailChoice = async (
  db: Queryable,
  userId: string,
  kind: string,
  email: string,
  isDefault: (choice: { push: boolean; email: string }) => boolean,
) => {
  const [row] = await choicesOf(db, [userId], kind);
  const choice = { push: row?.push ?? true, email };
  if (isDefault(choice)) {
    await replaceChoices(db, userId, [kind], []);
    return;
  }
  await db
    .insert(deliveryChoices)
    .values({ userId, kind, ...choice })
    .onConflictDoUpdate({
      target: [deliveryChoices.userId, deliveryChoices.kind],
      set: { email },
    });
};

/** The member, if they still exist, with the language they chose (null: none). */
export const memberWithLanguage = async (db: Queryable, userId: string) =>
  (
    await db
      .select({ id: users.id, language: users.language })
      .from(users)
      .where(eq(users.id, userId))
  )[0];
