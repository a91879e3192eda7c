/**
 * The answers a rendered first screen reads, in this process: through the services the
 * endpoints' routes call, for the member of the page's request, with the route's own validation
 * of params and query, and the answer written and read back as the API sends it (the contract's
 * fields only, image URLs absolute), so the browser's cache holds exactly what a call would give.
 */
import {
  endpoints,
  successStatusOf,
  type AnswerInput,
  type EndpointName,
  type Endpoints,
  type ParamsOutput,
  type QueryOutput,
  type ReadAnswer,
} from '@quad/contract';
import type { FastifyRequest } from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import type { ZodType } from 'zod';
import type { AppContext } from '../context';
import { trustedSerializerCompiler } from '../http/trusted-serializer';
import { AppError, notFound } from '../infra/errors';
import { withAbsoluteImageUrls } from '../plugins/image-urls';
import type { Member } from '../modules/auth/authenticate';
import { communityOf } from '../modules/community/routes';
import * as events from '../modules/events/service';
import * as friends from '../modules/friends/service';
import * as groupPosts from '../modules/group-posts/service';
import * as groupReports from '../modules/group-reports/service';
import * as groups from '../modules/groups/service';
import * as hashtags from '../modules/hashtags/service';
import * as messages from '../modules/messages/service';
import * as notifications from '../modules/notifications/service';
import * as posts from '../modules/posts/service';
import * as profiles from '../modules/users/service';

interface ReadInput<E> {
  params: ParamsOutput<E>;
  query: QueryOutput<E>;
}

interface ReadOutput<E> {
  answer: AnswerInput<E>;
  /** The cursor of the next page, which the route announces in its Link header. */
  next?: string | undefined;
}

type Reader<N extends EndpointName> = (
  context: AppContext,
  member: Member,
  input: ReadInput<Endpoints[N]>,
) => Promise<ReadOutput<Endpoints[N]>>;

const pageOf = <T>(page: { items: T; next?: string | undefined }) => ({
  answer: page.items,
  next: page.next,
});

/**
 * The calls of the rendered screens (apps/web/src/app/first-screen-queries.ts), as their routes
 * make them: the same service, for the same member, with the same access rules (a post, group or
 * event the member may not see is refused here as the route refuses it).
 */
const readers: { [N in EndpointName]?: Reader<N> } = {
  community: async (context) => ({ answer: communityOf(context.config) }),
  getAllPosts: async (context, member, { query }) =>
    pageOf(await posts.feed(context, member.id, query)),
  getProfile: async (context, member, { params, query }) => {
    const { profile, postsNext } = await profiles.getProfile(
      context,
      member.id,
      params.username,
      query,
    );
    return { answer: profile, next: profile.success ? postsNext : undefined };
  },
  getPost: async (context, member, { params, query }) => ({
    answer: await posts.onePost(context, member.id, params.postId, query.comments),
  }),
  getEvent: async (context, member, { params, query }) => ({
    answer: await events.getEvent(context, member.id, params.postId, query.comments),
  }),
  getEventGuests: async (context, member, { params }) => ({
    answer: await events.guests(context, member.id, params.postId),
  }),
  getGroup: async (context, member, { params }) => ({
    answer: await groups.getGroup(context, member.id, params.slug),
  }),
  getGroupPosts: async (context, member, { params, query }) =>
    pageOf(await groupPosts.groupPosts(context, member.id, params.slug, query)),
  getPinnedGroupPosts: async (context, member, { params, query }) => ({
    answer: await groupPosts.pinnedPosts(context, member.id, params.slug, query.comments),
  }),
  getPendingGroupPosts: async (context, member, { params, query }) =>
    pageOf(await groupPosts.pendingPosts(context, member.id, params.slug, query)),
  getGroupMembers: async (context, member, { params, query }) =>
    pageOf(await groups.members(context, member.id, params.slug, query)),
  getGroupRequests: async (context, member, { params, query }) =>
    pageOf(await groups.requests(context, member.id, params.slug, query)),
  getGroupReports: async (context, member, { params, query }) =>
    pageOf(await groupReports.groupReports(context, member.id, params.slug, query)),
  getGroupBans: async (context, member, { params, query }) =>
    pageOf(await groups.bans(context, member.id, params.slug, query)),
  getGroupLog: async (context, member, { params, query }) =>
    pageOf(await groups.groupLog(context, member.id, params.slug, query)),
  getEvents: async (context, member, { query }) =>
    pageOf(await events.listEvents(context, member.id, query)),
  getTrendingHashtags: async (context, member) => ({
    answer: await hashtags.trending(context, member.id),
  }),
  getSavedPosts: async (context, member, { query }) =>
    pageOf(await posts.savedPosts(context, member.id, query)),
  getFriendsPageInfos: async (context, member) => ({
    answer: await friends.friendsPage(context, member.id),
  }),
  getNotifications: async (context, member, { query }) =>
    pageOf(await notifications.notificationsPage(context, member.id, query)),
  getNotificationCounts: async (context, member) => ({
    answer: await notifications.bellCounts(context, member.id),
  }),
  getConversations: async (context, member, { query }) =>
    pageOf(await messages.conversationsPage(context, member.id, query)),
  getMessageCounts: async (context, member) => ({
    answer: { unread: await messages.unreadConversations(context, member.id) },
  }),
};

/** The endpoints whose routes write their answers with the trusted serializer (`trustedAnswer`). */
const TRUSTED_ANSWERS = new Set<EndpointName>([
  'getAllPosts',
  'getSavedPosts',
  'getPost',
  'getGroupPosts',
  'getPinnedGroupPosts',
  'getPendingGroupPosts',
]);

const writers = new Map<EndpointName, (answer: unknown) => string>();

/** The endpoint's answer as its route writes its JSON: only the fields the contract names. */
const writerOf = (name: EndpointName, schema: unknown) => {
  let write = writers.get(name);
  if (!write) {
    write = TRUSTED_ANSWERS.has(name)
      ? trustedSerializerCompiler({ schema })
      : (serializerCompiler({
          schema: schema as ZodType,
          method: 'GET',
          url: name,
          httpStatus: '200',
        }) as (answer: unknown) => string);
    writers.set(name, write);
  }
  return write;
};

const parseInput = (schema: unknown, value: unknown) => {
  if (!schema) return {};
  const result = (
    schema as { safeParse: (value: unknown) => { success: boolean; data?: unknown } }
  ).safeParse(value ?? {});
  if (!result.success) throw new AppError(400, 'The request is not valid.');
  return result.data;
};

/** Reads answers for `member`, as the API would answer the page's `request`. */
export const answerReader =
  (context: AppContext, member: Member, request: FastifyRequest): ReadAnswer =>
  async (name, options) => {
    const read: Reader<EndpointName> | undefined = readers[name];
    if (!read) throw notFound(`${name} is not read while a page is rendered.`);
    const endpoint = endpoints[name];
    const input = {
      params: parseInput('params' in endpoint ? endpoint.params : undefined, options.params),
      query: parseInput('query' in endpoint ? endpoint.query : undefined, options.query),
    } as ReadInput<Endpoints[EndpointName]>;
    const { answer, next } = await read(context, member, input);
    const schema = (endpoint.responses as Record<number, unknown>)[successStatusOf(endpoint)];
    const data: unknown = JSON.parse(writerOf(name, schema)(answer));
    return { data: withAbsoluteImageUrls(context.config, request, schema, data), next };
  };
