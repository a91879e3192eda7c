/**
 * Registers a route from its contract entry: path, validation of params, query and body, the
 * response schemas (which strip what the contract does not name) and the bearer check all come
 * from the entry; a module only adds its limits and its handler. An entry with a `contentType`
 * answers a string (or a stream) of that type instead of JSON. Text holding a NUL character is
 * refused for every route, as the database cannot store it. A `paged` entry is registered with
 * pagedRoute, which announces the next page, and only with it.
 */
import {
  API_PREFIX,
  bodySchemaOf,
  successStatusOf,
  type AnswerInput,
  type BodyOutput,
  type EndpointDefinition,
  type ParamsOutput,
  type QueryOutput,
} from '@quad/contract';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  onRequestAsyncHookHandler,
  preHandlerAsyncHookHandler,
  preValidationAsyncHookHandler,
} from 'fastify';
import type { Readable } from 'node:stream';
import type { AppContext } from '../context';
import { announceNextPage } from '../infra/pagination';
import { requireMember } from '../modules/auth/authenticate';
import { refuseNulCharacters } from './nul-characters';
import { trustedSerializerCompiler } from './trusted-serializer';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The entry's `namesFields`: a 400 about a body's field names it (error-handler.ts). */
    namesFields?: boolean;
  }
}

export type EndpointRequest<E> = FastifyRequest<{
  Body: BodyOutput<E>;
  Params: ParamsOutput<E>;
  Querystring: QueryOutput<E>;
}>;

/** A text answer (an entry with a `contentType`) may also be a stream, sent as it comes. */
type HandlerAnswer<E> = E extends { contentType: string }
  ? AnswerInput<E> | Readable
  : E extends { redirect: true }
    ? FastifyReply
    : AnswerInput<E>;

export interface EndpointHandlers<E> {
  /** A check before anything is read, as the bearer check is (after it, for an `auth` entry). */
  onRequest?: onRequestAsyncHookHandler;
  /** Request limits and other checks that run after validation. */
  preHandler?: preHandlerAsyncHookHandler | preHandlerAsyncHookHandler[];
  handler: (request: EndpointRequest<E>, reply: FastifyReply) => Promise<HandlerAnswer<E>>;
  /**
   * The handler builds its answer field by field from the contract's types: it is written with
   * trusted-serializer.ts (the contract's fields only, not checked again) instead of zod's
   * serializer. For the hottest routes.
   */
  trustedAnswer?: boolean;
}

const REST_PARAM = /:([A-Za-z]+)$/;

/** The pattern a path is routed by: a parameter taking the rest of the path is a wildcard. */
export const routePatternOf = (path: string, restParam?: boolean) =>
  restParam ? path.replace(REST_PARAM, '*') : path;

/** Fastify's `*` holds the rest of the path; the handler reads it by the contract's name. */
const nameRestParam =
  (name: string): preValidationAsyncHookHandler =>
  async (request) => {
    const params = request.params as Record<string, string>;
    request.params = { [name]: params['*'] ?? '' };
  };

export const route = <E extends EndpointDefinition>(
  app: FastifyInstance,
  context: AppContext,
  endpoint: E,
  handlers: EndpointHandlers<E>,
) => {
  if (endpoint.paged) {
    throw new Error(
      `${endpoint.path} is paged: register it with pagedRoute, which announces the next page`,
    );
  }
  register(app, context, endpoint, handlers);
};

/** One page of a paged route's answer, as its reader gives it, and the next page's cursor. */
export interface PageAnswer<A> {
  /** The answer: the page's list, or for a conversation its messages with their state. */
  items: A;
  next?: string | undefined;
}

/** Where a next page is read, when not at the same route with the same query. */
export interface NextPageAt {
  path: string;
  query: { limit: number } & Record<string, unknown>;
}

export interface PagedEndpointHandlers<E> extends Omit<EndpointHandlers<E>, 'handler'> {
  /** Reads the page the request asks for (a service call). */
  read: (request: EndpointRequest<E>) => Promise<PageAnswer<AnswerInput<E>>>;
  /**
   * Another endpoint serves the next pages (a profile's next posts are getUserPosts'); undefined
   * when this answer has none.
   */
  nextPageAt?: (request: EndpointRequest<E>, answer: AnswerInput<E>) => NextPageAt | undefined;
}

/**
 * Registers a `paged` entry: reads the page, announces the next one in a `Link` header (the
 * page's other query parameters carried over) and answers the page.
 */
export const pagedRoute = <E extends EndpointDefinition & { readonly paged: true }>(
  app: FastifyInstance,
  context: AppContext,
  endpoint: E,
  { read, nextPageAt, ...handlers }: PagedEndpointHandlers<E>,
) =>
  register(app, context, endpoint, {
    ...handlers,
    handler: async (request, reply) => {
      const page = await read(request);
      if (nextPageAt) {
        const at = nextPageAt(request, page.items);
        if (at) announceNextPage(request, reply, page.next, at.query, at.path);
      } else {
        // The query's schema is the endpoint's; announceNextPage copies its values as they are.
        const query = request.query as { limit: number } & Record<string, unknown>;
        announceNextPage(request, reply, page.next, query);
      }
      // A paged entry answers JSON (no contentType, no redirect): AnswerInput is its answer.
      return page.items as HandlerAnswer<E>;
    },
  });

const register = <E extends EndpointDefinition>(
  app: FastifyInstance,
  context: AppContext,
  endpoint: E,
  { onRequest, preHandler, handler, trustedAnswer }: EndpointHandlers<E>,
) => {
  // The API's routes are registered inside the API_PREFIX plugin, the root entries beside it.
  const prefix = endpoint.root ? '' : API_PREFIX;
  if (app.prefix !== prefix) {
    throw new Error(
      `${endpoint.path} is served under '${prefix}/', but was registered under '${app.prefix}/'`,
    );
  }
  const rules = {
    universityDomain: context.config.universityDomain,
    now: () => context.clock.now(),
  };
  const restParam = endpoint.restParam ? REST_PARAM.exec(endpoint.path)?.[1] : undefined;
  if (endpoint.restParam && !restParam) {
    throw new Error(`${endpoint.path} has no parameter at its end to take the rest of the path`);
  }
  const status = successStatusOf(endpoint);
  const onRequestHooks = [
    ...(endpoint.auth ? [requireMember(context)] : []),
    ...(onRequest ? [onRequest] : []),
  ];
  // A text answer is sent as it is, a redirect has no body: only JSON goes through the serializer.
  const responses = Object.fromEntries(
    Object.entries(endpoint.responses).filter(
      ([code]) =>
        !(endpoint.contentType && Number(code) === status) &&
        !(Number(code) >= 300 && Number(code) < 400),
    ),
  );

  app.route({
    method: endpoint.method,
    url: routePatternOf(endpoint.path, endpoint.restParam),
    schema: {
      ...(endpoint.params ? { params: endpoint.params } : {}),
      ...(endpoint.query ? { querystring: endpoint.query } : {}),
      ...(endpoint.body ? { body: bodySchemaOf(endpoint, rules) } : {}),
      response: responses,
    },
    ...(endpoint.namesFields ? { config: { namesFields: true } } : {}),
    ...(onRequestHooks.length > 0 ? { onRequest: onRequestHooks } : {}),
    preValidation: restParam
      ? [nameRestParam(restParam), refuseNulCharacters]
      : refuseNulCharacters,
    ...(preHandler ? { preHandler } : {}),
    ...(trustedAnswer ? { serializerCompiler: trustedSerializerCompiler } : {}),
    handler: async (request, reply) => {
      const answer = await handler(request as EndpointRequest<E>, reply);
      if (reply.statusCode === 200) reply.status(status);
      if (endpoint.contentType) reply.type(endpoint.contentType);
      return answer;
    },
  });
};
