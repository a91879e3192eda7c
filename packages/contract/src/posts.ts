/** Posts, comments, reactions and saves (SPEC.md §3 and §7, API.md). */
import { z } from 'zod';
import { presetBackgroundOf } from './backgrounds';
import { GROUP_PRIVACIES, POST_TYPES, REACTIONS } from './enums';
import { eventSchema } from './events';
import { EVENT_POST_TYPE } from './events-text';
import { PAGE_SIZE_MAX, POST_TEXT_MAX } from './limits';
import { messages } from './messages';
import { pageQuerySchema } from './pagination';
import { imageSizeField, imageSizeSchema } from './image-widths';
import { imageUrlSchema, sentImageUrl } from './urls';

export const postAuthorSchema = z.object({
  _id: z.string(),
  username: z.string(),
  picture: imageUrlSchema,
  first_name: z.string(),
  last_name: z.string(),
  gender: z.string(),
  cover: imageUrlSchema,
  pictureSize: imageSizeField,
});

export const commentSchema = z.object({
  _id: z.string(),
  comment: z.string(),
  image: imageUrlSchema,
  imageSize: imageSizeField,
  commentAt: z.string(),
  commentBy: z.object({
    _id: z.string(),
    picture: imageUrlSchema,
    first_name: z.string(),
    last_name: z.string(),
    pictureSize: imageSizeField,
  }),
});
export type Comment = z.infer<typeof commentSchema>;
export const commentsSchema = z.array(commentSchema);

export const reactionSchema = z.enum(REACTIONS, { error: 'Choose one of the six reactions.' });

export const reactsSummarySchema = z.object({
  reacts: z.array(z.object({ react: z.enum(REACTIONS), count: z.number().int() })),
  check: z.enum(REACTIONS).nullable(),
  total: z.number().int(),
  checkSaved: z.boolean(),
});
export type ReactsSummary = z.infer<typeof reactsSummarySchema>;

/** (ext) The group a post was posted in, as the post carries it ("Name › Group"). */
export const postGroupSchema = z.object({
  _id: z.string(),
  slug: z.string(),
  name: z.string(),
  privacy: z.enum(GROUP_PRIVACIES),
});
export type PostGroup = z.infer<typeof postGroupSchema>;

export const postSchema = z.object({
  _id: z.string(),
  user: postAuthorSchema,
  type: z.enum([...POST_TYPES, EVENT_POST_TYPE] as const).nullable(),
  text: z.string().nullable(),
  background: imageUrlSchema.nullable(),
  /** `null`, never `[]`, when the post has no images (API.md). */
  images: z.array(z.object({ url: imageUrlSchema, ...imageSizeSchema.partial().shape })).nullable(),
  comments: z.array(commentSchema),
  createdAt: z.string(),
  /** (ext) The caller's reactions summary, so a list needs no call per post. */
  reactions: reactsSummarySchema.optional(),
  /**
   * (ext) How many comments the post has; when a list was asked for the newest N comments
   * (`?comments=N`), getComments pages through the rest.
   */
  commentCount: z.number().int().optional(),
  /** (ext) The group the post is in; null for a post on the author's own timeline. */
  group: postGroupSchema.nullable().optional(),
  /** (ext) A group post waiting for a group moderator's approval (seen by its author and them). */
  pending: z.boolean().optional(),
  /** (ext) Pinned at the top of its group. */
  pinned: z.boolean().optional(),
  /** (ext) A post of type event carries its event (issue 19). */
  event: eventSchema.optional(),
  /**
   * (ext) True when the caller may only read the post: a site moderator reading a post under an
   * open report that is not otherwise theirs to see. They cannot react, comment, save, report or
   * answer its event; absent for every other reader.
   */
  readOnly: z.literal(true).optional(),
});
export type Post = z.infer<typeof postSchema>;
export const postListSchema = z.array(postSchema);

const commentsShown = `comments must be a number from 0 to ${PAGE_SIZE_MAX}.`;
/**
 * (ext) `?comments=N`: each post of a list carries only its newest N comments. Without it, every
 * comment, as the original API answered (its client counts and pages them itself).
 */
export const postCommentsQuerySchema = z.object({
  comments: z.coerce
    .number({ error: commentsShown })
    .int(commentsShown)
    .min(0, commentsShown)
    .max(PAGE_SIZE_MAX, commentsShown)
    .optional()
    .meta({ description: 'Carry only the newest N comments of each post.' }),
});
export type PostCommentsQuery = z.infer<typeof postCommentsQuerySchema>;

export const postPageQuerySchema = pageQuerySchema.extend(postCommentsQuerySchema.shape);
export type PostPageQuery = z.infer<typeof postPageQuerySchema>;

const postText = z.string().max(POST_TEXT_MAX, messages.posts.textTooLong);

export const createPostRequestSchema = z.object({
  type: z.enum(POST_TYPES).nullable().optional(),
  text: postText.nullable().optional(),
  /** A preset in Quad's form or the original client's, stored in Quad's; '' for none. */
  background: sentImageUrl(
    z
      .string()
      .refine((path) => path === '' || presetBackgroundOf(path) !== undefined, {
        message: 'Choose one of the preset backgrounds.',
      })
      .transform((path) => presetBackgroundOf(path) ?? ''),
  )
    .nullable()
    .optional(),
  images: z
    .array(z.object({ url: sentImageUrl(z.string()) }))
    .max(50)
    .nullable()
    .optional(),
  /** Sent by the spec's client; ignored by the server, which takes the author from the token. */
  user: z.unknown().optional(),
  /** (ext) The id of a group the author is a member of: the post's audience is the group. */
  group: z.string().nullable().optional(),
});
export type CreatePostRequest = z.infer<typeof createPostRequestSchema>;
export const createPostResponseSchema = z.object({ success: z.literal(true), data: postSchema });

export const updateTextRequestSchema = z.object({ postId: z.string(), text: postText });
export type UpdateTextRequest = z.infer<typeof updateTextRequestSchema>;
/** The spec does not show the answer; this one carries the edited post. */
export const updateTextResponseSchema = createPostResponseSchema;

/** The spec does not show the answer; `saved` is the state after the toggle. */
export const savePostResponseSchema = z.object({ success: z.literal(true), saved: z.boolean() });
export type SavePostResponse = z.infer<typeof savePostResponseSchema>;

export const reactPostRequestSchema = z.object({ postId: z.string(), react: reactionSchema });
export type ReactPostRequest = z.infer<typeof reactPostRequestSchema>;
/** The spec does not show the answer; this one is the post's summary after the toggle. */
export const reactPostResponseSchema = reactsSummarySchema;

export const commentRequestSchema = z.object({
  postId: z.string(),
  comment: postText.optional().default(''),
  image: sentImageUrl(z.string()).optional().default(''),
});
export type CommentRequest = z.input<typeof commentRequestSchema>;

export const deleteCommentRequestSchema = z.object({ postId: z.string(), commentId: z.string() });
export type DeleteCommentRequest = z.infer<typeof deleteCommentRequestSchema>;

export const successResponseSchema = z.object({ success: z.literal(true) });
