/**
 * How notifications reach a member outside Quad: by Web Push to their devices and by e-mail, kind
 * by kind, with a digest and a pause. In Quad, the bell always has them.
 */
import { z } from 'zod';
import { ALL_NOTIFICATION_KINDS } from './notifications';

/** What can be pushed or e-mailed: every notification kind, and direct messages. */
export const DELIVERY_KINDS = [...ALL_NOTIFICATION_KINDS, 'message'] as const;
export type DeliveryKind = (typeof DELIVERY_KINDS)[number];

/** How the settings table groups the kinds, in its order. */
export const DELIVERY_KIND_GROUPS = {
  people: ['friend_request', 'request_accepted', 'new_follower'],
  posts: ['reaction', 'comment', 'comment_on_commented', 'mention'],
  groups: [
    'group_invitation',
    'group_request_approved',
    'group_role',
    'group_post',
    'group_report',
  ],
  events: ['event_invitation', 'event_changed', 'event_cancelled', 'event_seat', 'event_reminder'],
  messages: ['message'],
  safety: ['content_removed'],
} as const satisfies Record<string, readonly DeliveryKind[]>;
export type DeliveryKindGroup = keyof typeof DELIVERY_KIND_GROUPS;

export const EMAIL_CHOICES = ['off', 'immediately', 'digest'] as const;
export type EmailChoice = (typeof EMAIL_CHOICES)[number];

export const DIGEST_FREQUENCIES = ['daily', 'weekly', 'off'] as const;
export type DigestFrequency = (typeof DIGEST_FREQUENCIES)[number];

/** What waits should be heard of at once; everything else is gathered in the digest. */
const EMAILED_IMMEDIATELY: readonly DeliveryKind[] = [
  'message',
  'friend_request',
  'group_invitation',
  'event_invitation',
  'event_changed',
  'event_cancelled',
  'content_removed',
];

export const defaultEmailChoice = (kind: DeliveryKind): EmailChoice =>
  EMAILED_IMMEDIATELY.includes(kind) ? 'immediately' : 'digest';

export const DEFAULT_DIGEST_FREQUENCY: DigestFrequency = 'weekly';

export const deliveryChoiceSchema = z.object({
  /** Pushed to the member's devices that subscribed (their own alerts still apply). */
  push: z.boolean(),
  email: z.enum(EMAIL_CHOICES),
});
export type DeliveryChoice = z.infer<typeof deliveryChoiceSchema>;

const deliveryKindsSchema = z.object(
  Object.fromEntries(DELIVERY_KINDS.map((kind) => [kind, deliveryChoiceSchema])) as Record<
    DeliveryKind,
    typeof deliveryChoiceSchema
  >,
);

export const deliverySettingsSchema = z.object({
  /** Every kind, with its push and e-mail choice. */
  kinds: deliveryKindsSchema,
  /** When the digest is sent (at DIGEST_HOUR in the campus's time zone). */
  digest: z.enum(DIGEST_FREQUENCIES),
  /** Whether an e-mailed direct message shows its text; off, the e-mail only says who wrote. */
  show_message_text: z.boolean(),
  /** Until when nothing is pushed or e-mailed (the bell still counts); null when not paused. */
  paused_until: z.string().nullable(),
});
export type DeliverySettings = z.infer<typeof deliverySettingsSchema>;

/** A change: any of the fields; kinds left out keep their choice. */
export const updateDeliverySettingsSchema = z.object({
  kinds: deliveryKindsSchema.partial().optional(),
  digest: z.enum(DIGEST_FREQUENCIES).optional(),
  show_message_text: z.boolean().optional(),
});
export type UpdateDeliverySettings = z.infer<typeof updateDeliverySettingsSchema>;

/** How long a pause lasts: an hour, eight hours, or until 8:00 tomorrow in the campus's zone. */
export const PAUSE_CHOICES = ['1h', '8h', 'tomorrow'] as const;
export type PauseChoice = (typeof PAUSE_CHOICES)[number];
/** "Until tomorrow" ends at this hour of the next day, in the campus's time zone. */
export const PAUSE_UNTIL_TOMORROW_HOUR = 8;

export const pauseDeliveryRequestSchema = z.object({ for: z.enum(PAUSE_CHOICES) });
export type PauseDeliveryRequest = z.infer<typeof pauseDeliveryRequestSchema>;

/** What each kind is called in the settings table, the e-mails and the unsubscribe page. */
export const DELIVERY_KIND_LABELS: Record<DeliveryKind, string> = {
  friend_request: 'Friend requests',
  request_accepted: 'Accepted requests',
  new_follower: 'New followers',
  reaction: 'Reactions to your posts',
  comment: 'Comments on your posts',
  comment_on_commented: 'Comments on posts you commented on',
  mention: 'Mentions of you in posts and comments',
  group_invitation: 'Invitations to groups',
  group_request_approved: 'Approved requests to join',
  group_role: 'Roles given to you',
  group_post: 'Posts in your groups',
  group_report: 'Reports in groups you moderate',
  event_invitation: 'Invitations to events',
  event_changed: 'Changes of time or place',
  event_cancelled: 'Cancellations',
  event_seat: 'Seats from the waitlist',
  event_reminder: 'Event reminders',
  message: 'Direct messages',
  content_removed: 'Removals by moderators',
};

/** The headings of the settings table's groups of kinds. */
export const DELIVERY_GROUP_LABELS: Record<DeliveryKindGroup, string> = {
  people: 'People',
  posts: 'Posts',
  groups: 'Groups',
  events: 'Events',
  messages: 'Messages',
  safety: 'Safety',
};

/** What an unsubscribe link turns off: e-mails of one kind, or the digest. */
export const UNSUBSCRIBE_TOPICS = [...DELIVERY_KINDS, 'digest'] as const;
export type UnsubscribeTopic = (typeof UNSUBSCRIBE_TOPICS)[number];

/** The unsubscribe pages are drawn on the server, readable without script. */
export const UNSUBSCRIBE_PAGE_CONTENT_TYPE = 'text/html; charset=utf-8';
export const unsubscribePageSchema = z
  .string()
  .describe('An HTML page: what was turned off (or back on), with an Undo form.');

export const unsubscribeParams = z.object({
  /** Signed by the server: names one member and one kind (or the digest), and nothing else. */
  token: z.string().min(1).max(200),
});

/** The Undo form's one field: the choice to go back to (the page puts what it was before). */
export const undoUnsubscribeBodySchema = z.object({
  was: z.enum([...EMAIL_CHOICES, ...DIGEST_FREQUENCIES]).optional(),
});
