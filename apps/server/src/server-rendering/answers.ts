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
import type { AppContext } from '../context';
import { trustedSerializerCompiler } from '../http/trusted-serializer';
import { AppError, notFound } from '../infra/errors';
import { withAbsoluteImageUrls } from '../plugins/image-urls';
import type { Member } from '../modules/auth/authenticate';
import { communityOf } from '../modules/community/routes';
import * as posts from '../modules/posts/service';

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

/** The calls of the rendered screens (apps/web/src/app/first-screen-queries.ts), as their routes make them. */
const readers: { [N in EndpointName]?: Reader<N> } = {
  community: async (context) => ({ answer: communityOf(context.config) }),
  getAllPosts: async (context, member, { query }) => {
    const page = await posts.feed(context, member.id, query);
    return { answer: page.items, next: page.next };
  },
};

const writers = new Map<EndpointName, (answer: unknown) => string>();

/** The endpoint's answer as its JSON is written: only the fields the contract names. */
const writerOf = (name: EndpointName, schema: unknown) => {
  let write = writers.get(name);
  if (!write) {
    write = trustedSerializerCompiler({ schema });
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
