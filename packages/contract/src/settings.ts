/** A member's own settings: password, sessions, notifications, their data and their account. */
import { z } from 'zod';
import { resetPasswordField } from './accounts';
import { NOTIFICATION_KINDS } from './notifications';

export const settingsText = {
  currentPasswordRequired: 'Type your current password.',
  wrongCurrentPassword: 'Your current password is not right.',
  wrongPassword: 'This password is not right.',
  passwordChanged: 'Your password has been changed. Your other sessions have been logged out.',
  loggedOutEverywhere: 'You are logged out of every session.',
  accountDeleted: 'Your account and everything you made on it have been deleted.',
} as const;

const currentPasswordField = z
  .string({ error: settingsText.currentPasswordRequired })
  .min(1, settingsText.currentPasswordRequired);

export const updatePasswordRequestSchema = z.object({
  current_password: currentPasswordField,
  /** The same rules as a new password after a reset. */
  new_password: resetPasswordField,
});
export type UpdatePasswordRequest = z.infer<typeof updatePasswordRequestSchema>;

export const deleteAccountRequestSchema = z.object({ password: currentPasswordField });
export type DeleteAccountRequest = z.infer<typeof deleteAccountRequestSchema>;

/** Which notifications the member receives: every kind, true unless they turned it off. */
export const notificationPreferencesSchema = z.object(
  Object.fromEntries(NOTIFICATION_KINDS.map((kind) => [kind, z.boolean()])) as Record<
    (typeof NOTIFICATION_KINDS)[number],
    z.ZodBoolean
  >,
);
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;

/**
 * What a member sends to choose: a kind left out stays as it was, so a client that does not know
 * a kind added since (mention) still saves its choices.
 */
export const notificationPreferencesUpdateSchema = notificationPreferencesSchema.partial();
export type NotificationPreferencesUpdate = z.infer<typeof notificationPreferencesUpdateSchema>;

/** The download of a member's information: a zip of JSON files and their image files. */
export const DATA_EXPORT_CONTENT_TYPE = 'application/zip';
/** A few per hour: building one reads everything the member has. */
export const DATA_EXPORTS_PER_HOUR = 3;
export const dataExportSchema = z
  .string()
  .meta({ format: 'binary' })
  .describe(
    'A zip archive: profile.json, posts.json, comments.json, reactions.json, saved-posts.json, friends.json, follows.json, search-history.json, notifications.json, messages.json (sent and received), groups.json (memberships, requests, invitations), events.json (events hosted, answers, check-ins, event settings), safety.json (members blocked, reports made, suspensions) and the member’s images under media/.',
  );
