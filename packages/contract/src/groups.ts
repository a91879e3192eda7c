/** Groups: clubs, courses, residence halls, interests and colleges, with their own feeds. */
import { z } from 'zod';
import {
  GROUP_KINDS,
  GROUP_ROLES,
  GROUP_NOTIFY_SETTINGS,
  GROUP_VIEWER_STATES,
  GROUP_NAME_MIN,
  GROUP_NAME_MAX,
  GROUP_SLUG_MIN,
  GROUP_SLUG_MAX,
  GROUP_DESCRIPTION_MAX,
  GROUP_RULES_MAX,
  GROUP_RULE_TITLE_MAX,
  GROUP_RULE_TEXT_MAX,
  GROUP_QUESTIONS_MAX,
  GROUP_QUESTION_MAX,
  GROUP_ANSWER_MAX,
  GROUP_REASON_MAX,
  groupText,
} from './groups-text';
import { GROUP_PRIVACIES } from './enums';
import { userSummarySchema } from './members';
import { pageQuerySchema } from './pagination';
import { imageSizeField } from './image-widths';
import { REPORT_REASONS } from './safety-text';
import { imageUrlSchema, sentImageUrl } from './urls';

export const groupSlugParams = z.object({
  slug: z.string().meta({ description: "The group's address (/groups/{slug})." }),
});
export const groupMemberParams = groupSlugParams.extend({
  userId: z.string().meta({ description: "The member's id." }),
});
export const groupPostParams = groupSlugParams.extend({
  postId: z.string().meta({ description: "The post's id." }),
});
export const groupCommentParams = groupSlugParams.extend({
  commentId: z.string().meta({ description: "The comment's id." }),
});

export const groupRuleSchema = z.object({
  title: z
    .string()
    .trim()
    .min(1, groupText.ruleTitleRequired)
    .max(GROUP_RULE_TITLE_MAX, groupText.ruleTitleTooLong),
  text: z.string().trim().max(GROUP_RULE_TEXT_MAX, groupText.ruleTextTooLong).default(''),
});
export type GroupRule = z.infer<typeof groupRuleSchema>;

/** A group as a list shows it (search, suggestions, your groups, a post's "› Group"). */
export const groupSummarySchema = z.object({
  _id: z.string(),
  slug: z.string(),
  name: z.string(),
  kind: z.enum(GROUP_KINDS),
  privacy: z.enum(GROUP_PRIVACIES),
  cover: imageUrlSchema,
  coverSize: imageSizeField,
  description: z.string(),
  memberCount: z.number().int(),
  /** The viewer's standing. */
  viewerState: z.enum(GROUP_VIEWER_STATES),
  /** The viewer's role when they are a member; null otherwise. */
  viewerRole: z.enum(GROUP_ROLES).nullable(),
});
export type GroupSummary = z.infer<typeof groupSummarySchema>;
export const groupListSchema = z.array(groupSummarySchema);

/** A group's page: everything the viewer may see of it. */
export const groupSchema = groupSummarySchema.extend({
  rules: z.array(groupRuleSchema),
  /** The questions asked of people who request to join (private groups). */
  questions: z.array(z.string()),
  /** The college a College group is for; null for other kinds. */
  college: z.string().nullable(),
  postApproval: z.boolean(),
  /** Whether members (not only admins) may invite their friends. */
  membersCanInvite: z.boolean(),
  /** A few members' pictures beside the count (none when the viewer may not see members). */
  faces: z.array(userSummarySchema),
  /** The viewer's notification setting when a member; null otherwise. */
  notify: z.enum(GROUP_NOTIFY_SETTINGS).nullable(),
  /** Whether the viewer may see the posts and the members. */
  canSeeContent: z.boolean(),
  /** Whether the viewer may invite friends. */
  canInvite: z.boolean(),
  /** Whether the viewer is a site moderator seeing the group as one. */
  siteModerator: z.boolean(),
  createdAt: z.string(),
});
export type Group = z.infer<typeof groupSchema>;

const groupName = z
  .string({ error: groupText.nameTooShort })
  .trim()
  .min(GROUP_NAME_MIN, groupText.nameTooShort)
  .max(GROUP_NAME_MAX, groupText.nameTooLong);
const groupDescription = z.string().trim().max(GROUP_DESCRIPTION_MAX, groupText.descriptionTooLong);
const groupQuestions = z
  .array(z.string().trim().min(1).max(GROUP_QUESTION_MAX, groupText.questionTooLong))
  .max(GROUP_QUESTIONS_MAX, groupText.tooManyQuestions);

export const createGroupRequestSchema = z.object({
  name: groupName,
  kind: z.enum(GROUP_KINDS, { error: groupText.kindRequired }),
  privacy: z.enum(GROUP_PRIVACIES, { error: groupText.privacyRequired }),
  description: groupDescription.default(''),
  questions: groupQuestions.default([]),
});
export type CreateGroupRequest = z.input<typeof createGroupRequestSchema>;

export const updateGroupRequestSchema = z.object({
  name: groupName.optional(),
  slug: z
    .string()
    .trim()
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, groupText.slugInvalid)
    .min(GROUP_SLUG_MIN, groupText.slugInvalid)
    .max(GROUP_SLUG_MAX, groupText.slugInvalid)
    .optional(),
  description: groupDescription.optional(),
  kind: z.enum(GROUP_KINDS, { error: groupText.kindRequired }).optional(),
  privacy: z.enum(GROUP_PRIVACIES, { error: groupText.privacyRequired }).optional(),
  questions: groupQuestions.optional(),
  rules: z.array(groupRuleSchema).max(GROUP_RULES_MAX, groupText.tooManyRules).optional(),
  postApproval: z.boolean().optional(),
  membersCanInvite: z.boolean().optional(),
});
export type UpdateGroupRequest = z.input<typeof updateGroupRequestSchema>;

export const groupCoverRequestSchema = z.object({
  url: sentImageUrl(z.string({ error: 'A picture URL is required.' }).trim().min(1).max(2048)),
});

export const groupSearchQuerySchema = pageQuerySchema.extend({
  q: z.string().trim().max(100).optional(),
  kind: z.enum(GROUP_KINDS).optional(),
});
export type GroupSearchQuery = z.infer<typeof groupSearchQuerySchema>;

export const joinGroupRequestSchema = z.object({
  /** Answers to the group's questions, in their order (private groups). */
  answers: z.array(z.string().trim().max(GROUP_ANSWER_MAX, groupText.answerTooLong)).default([]),
});
export type JoinGroupRequest = z.input<typeof joinGroupRequestSchema>;

/** What joining did: joined at once, or asked (a private group). */
export const joinGroupResponseSchema = z.object({
  viewerState: z.enum(GROUP_VIEWER_STATES),
});

export const leaveGroupRequestSchema = z.object({
  /** The member who becomes admin when the last admin leaves. */
  successorId: z.string().optional(),
});

export const groupNotifyRequestSchema = z.object({ notify: z.enum(GROUP_NOTIFY_SETTINGS) });

export const groupMemberSchema = userSummarySchema.extend({
  role: z.enum(GROUP_ROLES),
  joinedAt: z.string(),
});
export type GroupMember = z.infer<typeof groupMemberSchema>;
export const groupMemberListSchema = z.array(groupMemberSchema);
export const groupMembersQuerySchema = pageQuerySchema.extend({
  q: z.string().trim().max(100).optional(),
});

export const setGroupRoleRequestSchema = z.object({ role: z.enum(GROUP_ROLES) });

export const groupRequestSchema = z.object({
  user: userSummarySchema,
  /** The questions as they were asked, with the answers. */
  answers: z.array(z.object({ question: z.string(), answer: z.string() })),
  createdAt: z.string(),
});
export type GroupJoinRequest = z.infer<typeof groupRequestSchema>;
export const groupRequestListSchema = z.array(groupRequestSchema);

export const inviteToGroupRequestSchema = z.object({ userId: z.string() });

/** Removing a post or comment cites one of the group's rules (its index), and may add a note. */
export const groupRemovalRequestSchema = z.object({
  rule: z.number().int().min(0),
  note: z.string().trim().max(GROUP_REASON_MAX).default(''),
});
export type GroupRemovalRequest = z.input<typeof groupRemovalRequestSchema>;

export const removeGroupMemberRequestSchema = z.object({
  /** Also ban them: they cannot ask again, nor see a private group. */
  ban: z.boolean().default(false),
  reason: z.string().trim().max(GROUP_REASON_MAX).default(''),
});

export const GROUP_LOG_ACTIONS = [
  'approve_request',
  'decline_request',
  'remove_post',
  'remove_comment',
  'approve_post',
  'pin_post',
  'unpin_post',
  'remove_member',
  'ban_member',
  'unban_member',
  'set_role',
  'update_settings',
  'dismiss_reports',
] as const;
export type GroupLogAction = (typeof GROUP_LOG_ACTIONS)[number];

export const groupLogEntrySchema = z.object({
  _id: z.string(),
  action: z.enum(GROUP_LOG_ACTIONS),
  actor: z.object({ _id: z.string().nullable(), name: z.string() }),
  subject: z.object({ _id: z.string().nullable(), name: z.string() }).nullable(),
  /** The post or comment acted on, when there is one. */
  itemId: z.string().nullable(),
  /** The rule cited, or the role given, or what changed. */
  reason: z.string(),
  createdAt: z.string(),
});
export type GroupLogEntry = z.infer<typeof groupLogEntrySchema>;
export const groupLogSchema = z.array(groupLogEntrySchema);

export const groupBanSchema = userSummarySchema.extend({ bannedAt: z.string() });
export const groupBanListSchema = z.array(groupBanSchema);
export type GroupBan = z.infer<typeof groupBanSchema>;

/** What of a group can be reported to its admins and moderators. */
export const GROUP_REPORT_ITEM_KINDS = ['post', 'comment'] as const;
export type GroupReportItemKind = (typeof GROUP_REPORT_ITEM_KINDS)[number];
/** How much of a reported post's or comment's text the group's list shows. */
export const GROUP_REPORT_EXCERPT_MAX = 280;

export const groupReportParams = groupSlugParams.extend({
  kind: z.enum(GROUP_REPORT_ITEM_KINDS),
  id: z.string().meta({ description: "The post's or comment's id." }),
});

/**
 * A post or comment of the group with open reports, as its admins and moderators see it: what it
 * says and who wrote it, the reasons and how many; the reporters are not named.
 */
export const groupReportSchema = z.object({
  kind: z.enum(GROUP_REPORT_ITEM_KINDS),
  itemId: z.string(),
  /** The post itself, or the post the comment is on. */
  postId: z.string(),
  author: userSummarySchema,
  /** The start of the text, up to GROUP_REPORT_EXCERPT_MAX characters (an ellipsis if cut). */
  excerpt: z.string(),
  /** How many photos it carries. */
  photoCount: z.number().int().min(0),
  reportCount: z.number().int().min(1),
  /** The reasons given, the most given first. */
  reasons: z.array(z.object({ reason: z.enum(REPORT_REASONS), count: z.number().int().min(1) })),
  lastReportedAt: z.string(),
});
export type GroupReport = z.infer<typeof groupReportSchema>;
export const groupReportListSchema = z.array(groupReportSchema);
