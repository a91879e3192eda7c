/**
 * What groups are called and how much they hold, and what the group screens say: apart from the
 * schemas in groups.ts, so a screen that only shows a group (a post card's group line) carries no zod.
 */
import type { GroupPrivacy } from './enums';

export const GROUP_KINDS = ['club', 'course', 'residence', 'interest', 'college'] as const;
export type GroupKind = (typeof GROUP_KINDS)[number];
export const GROUP_KIND_LABELS: Record<GroupKind, string> = {
  club: 'Club',
  course: 'Course',
  residence: 'Residence',
  interest: 'Interest',
  college: 'College',
};

/**
 * Public: anyone sees everything and a verified member joins at once. Private: anyone sees the
 * name, cover, description, rules and member count; only members see posts and members; joining
 * is by request or invitation. Hidden: only members and invitees know it exists.
 */
export const GROUP_PRIVACY_LABELS: Record<GroupPrivacy, string> = {
  public: 'Public',
  private: 'Private',
  hidden: 'Hidden',
};

export const GROUP_ROLES = ['admin', 'moderator', 'member'] as const;
export type GroupRole = (typeof GROUP_ROLES)[number];
export const GROUP_ROLE_LABELS: Record<GroupRole, string> = {
  admin: 'Admin',
  moderator: 'Moderator',
  member: 'Member',
};

/** Which new posts of a group notify a member: all, pinned ones and admins' (default), none. */
export const GROUP_NOTIFY_SETTINGS = ['all', 'highlights', 'off'] as const;
export type GroupNotifySetting = (typeof GROUP_NOTIFY_SETTINGS)[number];
export const GROUP_NOTIFY_LABELS: Record<GroupNotifySetting, string> = {
  all: 'All posts',
  highlights: 'Highlights',
  off: 'Off',
};

/**
 * Where the viewer stands: a member (with their role), asked to join, invited, banned, or none of
 * these.
 */
export const GROUP_VIEWER_STATES = ['member', 'requested', 'invited', 'banned', 'none'] as const;
export type GroupViewerState = (typeof GROUP_VIEWER_STATES)[number];

export const GROUP_NAME_MIN = 3;
export const GROUP_NAME_MAX = 75;
export const GROUP_SLUG_MIN = 3;
export const GROUP_SLUG_MAX = 60;
export const GROUP_DESCRIPTION_MAX = 2000;
export const GROUP_RULES_MAX = 10;
export const GROUP_RULE_TITLE_MAX = 100;
export const GROUP_RULE_TEXT_MAX = 500;
export const GROUP_QUESTIONS_MAX = 3;
export const GROUP_QUESTION_MAX = 250;
export const GROUP_ANSWER_MAX = 500;
export const GROUP_PINNED_MAX = 3;
/** A removal's note to the author, or a member's removal or ban's reason. */
export const GROUP_REASON_MAX = 500;
/** Groups a member may create in a day. */
export const GROUPS_CREATED_PER_DAY = 5;
/** Members' pictures shown beside a group's member count. */
export const GROUP_FACES_SHOWN = 5;

export const groupText = {
  nameTooShort: `A group's name needs at least ${GROUP_NAME_MIN} characters.`,
  nameTooLong: `A group's name can be up to ${GROUP_NAME_MAX} characters.`,
  slugInvalid: `A group's address needs ${GROUP_SLUG_MIN} to ${GROUP_SLUG_MAX} lowercase letters, digits or dashes.`,
  slugTaken: 'Another group already has this address.',
  descriptionTooLong: `A description can be up to ${GROUP_DESCRIPTION_MAX} characters.`,
  kindRequired: 'Choose what kind of group this is.',
  privacyRequired: 'Choose who can see the group.',
  tooManyRules: `A group can have up to ${GROUP_RULES_MAX} rules.`,
  ruleTitleRequired: 'A rule needs a title.',
  ruleTitleTooLong: `A rule's title can be up to ${GROUP_RULE_TITLE_MAX} characters.`,
  ruleTextTooLong: `A rule's text can be up to ${GROUP_RULE_TEXT_MAX} characters.`,
  tooManyQuestions: `Ask up to ${GROUP_QUESTIONS_MAX} questions.`,
  questionTooLong: `A question can be up to ${GROUP_QUESTION_MAX} characters.`,
  answerTooLong: `An answer can be up to ${GROUP_ANSWER_MAX} characters.`,
  unknownGroup: 'This group does not exist.',
  collegeOnlyModerators: 'Only moderators can create a College group.',
  verifiedOnly: 'Verify your e-mail address to join or create groups.',
  membersOnly: 'Only members of this group can do this.',
  adminsOnly: 'Only admins of this group can do this.',
  moderatorsOnly: "Only this group's admins and moderators can do this.",
  banned: 'You cannot join this group.',
  alreadyMember: 'You are already a member of this group.',
  notRequested: 'You have not asked to join this group.',
  noRequest: 'This member has not asked to join.',
  notMember: 'This member is not in the group.',
  notInvitable: 'You can invite only your friends who are not in the group yet.',
  invitesByAdminsOnly: 'Only admins can invite people to this group.',
  notInvited: 'You have no invitation to this group.',
  lastAdmin: 'Name another admin before you leave: a group needs at least one.',
  successorNotMember: 'The new admin must be a member of the group.',
  ownRole: 'You cannot change your own role.',
  tooManyPinned: `A group can pin up to ${GROUP_PINNED_MAX} posts.`,
  unknownPost: 'This post does not exist.',
  unknownComment: 'This comment does not exist.',
  unknownRule: 'Choose one of the group’s rules.',
  notPending: 'This post is not waiting for approval.',
  answersRequired: 'Answer the questions to ask to join.',
  noOpenReports: 'This post or comment has no open reports in this group.',
  reportsDismissed: 'The reports are dismissed.',
} as const;
