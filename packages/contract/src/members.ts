/** Members: profiles, details, friendships and search (SPEC.md §3 and §7, API.md). */
import { z } from 'zod';
import { COLLEGE_ALIASES, COLLEGES, RELATIONSHIPS } from './enums';
import { BIO_MAX, DETAIL_FIELD_MAX } from './limits';
import { messages } from './messages';
import { postSchema } from './posts';
import { AFFILIATIONS } from './university-sign-in';
import { imageSizeField } from './image-widths';
import { imageUrlSchema, sentImageUrl } from './urls';

const detailsText = messages.details;

export const userSummarySchema = z.object({
  _id: z.string(),
  username: z.string(),
  picture: imageUrlSchema,
  first_name: z.string(),
  last_name: z.string(),
  pictureSize: imageSizeField,
});
export type UserSummary = z.infer<typeof userSummarySchema>;

const detailField = (label: string) =>
  z.string().trim().max(DETAIL_FIELD_MAX, detailsText.fieldTooLong(label));

const collegeNames: readonly string[] = [...COLLEGES, ...Object.keys(COLLEGE_ALIASES)];

/** At most 28 characters, or a college's full name (the default is the sign-up college). */
const collegeField = z
  .string()
  .trim()
  .refine((value) => value.length <= DETAIL_FIELD_MAX || collegeNames.includes(value), {
    message: detailsText.fieldTooLong('College'),
  });

const handleField = (label: string, pattern: RegExp, invalid: string) =>
  detailField(label).regex(pattern, invalid);

export const detailsSchema = z.object({
  bio: z.string().trim().max(BIO_MAX, detailsText.bioTooLong).optional(),
  otherName: detailField('Other name').optional(),
  job: detailField('Job').optional(),
  workplace: detailField('Workplace').optional(),
  highSchool: detailField('High school').optional(),
  college: collegeField.optional(),
  pronouns: detailField('Pronouns').optional(),
  currentCity: detailField('Current city').optional(),
  hometown: detailField('Hometown').optional(),
  relationship: z.enum(RELATIONSHIPS, { error: detailsText.relationshipInvalid }).optional(),
  // Handles become links, so only the characters each site allows are accepted.
  github: handleField(
    'GitHub',
    /^$|^[A-Za-z0-9](?:[A-Za-z0-9]|-(?=[A-Za-z0-9]))*$/,
    detailsText.githubInvalid,
  ).optional(),
  instagram: handleField('Instagram', /^[A-Za-z0-9._]*$/, detailsText.instagramInvalid).optional(),
  linkedin: handleField('LinkedIn', /^[A-Za-z0-9-]*$/, detailsText.linkedinInvalid).optional(),
});
export type Details = z.infer<typeof detailsSchema>;
export type DetailKey = keyof Details;

export const updateDetailsRequestSchema = z.object({ infos: detailsSchema });
export type UpdateDetailsRequest = z.infer<typeof updateDetailsRequestSchema>;
export const updateDetailsResponseSchema = detailsSchema;

export const friendshipSchema = z.object({
  friends: z.boolean(),
  following: z.boolean(),
  requestSent: z.boolean(),
  requestReceived: z.boolean(),
});
export type Friendship = z.infer<typeof friendshipSchema>;

export const profileSchema = z.object({
  success: z.literal(true),
  _id: z.string(),
  username: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  picture: imageUrlSchema,
  cover: imageUrlSchema,
  pictureSize: imageSizeField,
  coverSize: imageSizeField,
  friends: z.array(userSummarySchema),
  friendship: friendshipSchema,
  details: detailsSchema,
  posts: z.array(postSchema),
  affiliation: z.enum(AFFILIATIONS).optional().meta({
    description:
      "(ext) The badge of the member's university affiliation (issue 20): present when their university gave it and they show it.",
  }),
});
export type Profile = z.infer<typeof profileSchema>;

export const profileNotFoundSchema = z.object({ success: z.literal(false), message: z.string() });
export const getProfileResponseSchema = z.union([profileSchema, profileNotFoundSchema]);
export type GetProfileResponse = z.infer<typeof getProfileResponseSchema>;

/** `updateProfilePicture` and `updateCover` take a URL this server issued to the caller. */
export const pictureUrlRequestSchema = z.object({
  url: sentImageUrl(
    z
      .string({ error: 'A picture URL is required.' })
      .trim()
      .min(1, 'A picture URL is required.')
      .max(2048, 'The picture URL is too long.'),
  ),
});
export type PictureUrlRequest = z.infer<typeof pictureUrlRequestSchema>;
export const updateProfilePictureResponseSchema = z.object({
  success: z.literal(true),
  picture: imageUrlSchema,
  picture_size: imageSizeField.meta({
    description:
      '(ext) The size of the new picture and its narrower copies, for the session’s `picture_size`.',
  }),
});
/** Clients only test for a 2xx (API.md). */
export const updateCoverResponseSchema = z.object({
  success: z.literal(true),
  cover: imageUrlSchema,
});

export const friendsPageInfosSchema = z.object({
  success: z.literal(true),
  data: z.object({
    requests: z.array(userSummarySchema),
    sentRequests: z.array(userSummarySchema),
    suggestions: z.array(userSummarySchema),
    friends: z.array(userSummarySchema),
  }),
});
export type FriendsPageInfos = z.infer<typeof friendsPageInfosSchema>;

/** A member in the Following page's lists: who they are, and whether the caller follows them. */
export const followListMemberSchema = userSummarySchema.extend({
  ccu_college: z.string(),
  /** Whether the signed-in member follows them (always true in the list of those they follow). */
  following: z.boolean(),
});
export type FollowListMember = z.infer<typeof followListMemberSchema>;
export const followListSchema = z.array(followListMemberSchema);

export const FRIENDSHIP_ACTIONS = [
  'addFriend',
  'cancelRequest',
  'follow',
  'unfollow',
  'acceptRequest',
  'unfriend',
  'deleteRequest',
] as const;
export type FriendshipAction = (typeof FRIENDSHIP_ACTIONS)[number];
export const friendshipActionResponseSchema = z.object({ message: z.literal('ok') });

export const searchResultsSchema = z.array(userSummarySchema);

export const searchUserRequestSchema = z.object({
  searchUser: z.string({ error: 'Choose a member.' }).trim().min(1, 'Choose a member.'),
});
export type SearchUserRequest = z.infer<typeof searchUserRequestSchema>;

export const searchHistoryEntrySchema = z.object({
  _id: z.string(),
  createdAt: z.string(),
  user: userSummarySchema,
});
export type SearchHistoryEntry = z.infer<typeof searchHistoryEntrySchema>;
export const searchHistorySchema = z.array(searchHistoryEntrySchema);
