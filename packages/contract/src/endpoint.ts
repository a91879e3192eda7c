/**
 * What an endpoint is: method, path, whether it needs the bearer token, and the zod schemas of
 * its params, query, body and answers. The server registers routes from it, the web client and
 * the server tests infer their types from it, and the OpenAPI document is generated from it.
 */
import type { z } from 'zod';
import { errorResponseSchema } from './accounts';
/** The published document's version: v1 of the original API, with Quad's extensions. */
export const API_VERSION = '1.1.0';
/** Where the server publishes the OpenAPI document and its readable reference. */
export const OPENAPI_PATH = '/api/openapi.json';
export const API_DOCS_PATH = '/api/docs';

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export const ENDPOINT_TAGS = {
  Accounts: 'Sign-up, sign-in, verification and password reset.',
  Auth: 'University sign-in (OpenID Connect and SAML 2.0) and linked sign-in methods.',
  Members: 'Profiles, details and pictures.',
  Friends: 'Friend requests, friendships and follows.',
  Search: 'Member search and the search history.',
  Posts: 'Posts, the feed, saved posts.',
  Comments: "A post's comments.",
  Reactions: 'Reactions to posts.',
  Hashtags: 'Hashtags: the posts of one, following them, and Trending on campus.',
  Uploads: 'Image uploads and the images a member uploaded.',
  Notifications:
    'What others did that concerns the member: requests, follows, reactions, comments.',
  Live: 'Live updates for a signed-in tab: notifications, counts, messages and new posts.',
  Settings:
    "The member's own settings: password, sessions, notifications, their data, their account.",
  Messages: 'Direct messages between friends: conversations, sending, unsending, read state.',
  Moderation:
    "Moderators' work: the queue of reported items, removing them, suspending members, the audit log.",
  Reports: 'Reporting a post, comment, message or member, and hiding it from oneself.',
  Groups:
    'Groups for clubs, courses, residence halls, interests and colleges: membership, their posts, their moderation.',
  Events: 'Events: answers and the waitlist, calendars and feeds, reminders, check-in at the door.',
  Community: 'The community the deployment serves.',
  Reference: 'This description of the API, as a document and as a page to read.',
  Operations:
    'Probes for load balancers and orchestrators, and metrics for Prometheus, at the root (not under /api/v1), without a request limit.',
} as const;
export type EndpointTag = keyof typeof ENDPOINT_TAGS;

/** What a request schema may depend on: the deployment's rules, fixed at start. */
export interface RequestRules {
  universityDomain: string;
  /** The server's clock ("14 years ago" is decided by it). */
  now: () => Date;
}

export type BodySchema = z.ZodType | ((rules: RequestRules) => z.ZodType);

export interface EndpointDefinition {
  readonly method: Method;
  /** Under API_PREFIX (unless `root`), with `:name` parameters. */
  readonly path: string;
  /** Served at the root rather than under API_PREFIX: the probes of load balancers. */
  readonly root?: boolean;
  /** Whether the call carries the bearer token (401 without a valid one). */
  readonly auth: boolean;
  /**
   * Carries the server's METRICS_TOKEN as its bearer token instead of a member's: for
   * Prometheus, checked by the route itself.
   */
  readonly metricsToken?: boolean;
  readonly tag: EndpointTag;
  readonly summary: string;
  readonly description?: string;
  readonly params?: z.ZodObject;
  /**
   * The last path parameter takes the rest of the path, '/' included (a search term may hold an
   * unencoded slash).
   */
  readonly restParam?: boolean;
  readonly query?: z.ZodObject;
  /** A JSON body; a function where the schema depends on the deployment's rules. */
  readonly body?: BodySchema;
  /**
   * The media type of `body` when it is not JSON: `application/x-www-form-urlencoded` for a form
   * another site's page posts (the SAML HTTP-POST binding).
   */
  readonly bodyMediaType?: 'application/x-www-form-urlencoded';
  /** A multipart/form-data body instead: described here, read by the server part by part. */
  readonly form?: z.ZodObject;
  /** The answers by status: one success, then the documented failures ({ message }). */
  readonly responses: Readonly<Record<number, z.ZodType>>;
  /**
   * The success answer's media type when it is not JSON: the answer is then a string, sent as
   * it is (e.g. Prometheus's text exposition).
   */
  readonly contentType?: string;
  /**
   * A step of a browser's sign-in: the answer is always a 302 to its `Location` (a failure too,
   * to a page of the web app), never JSON.
   */
  readonly redirect?: boolean;
  /** A list that grows: the next page is announced in a `Link: <…>; rel="next"` header. */
  readonly paged?: boolean;
  /**
   * (ext) A form's call: a 400 about one field of the body names it in `field` (its path, as
   * `errorResponseSchema` says), so the form shows the message under it in any language.
   */
  readonly namesFields?: boolean;
}

/** `{ 400: errorResponseSchema, … }` for the failures an endpoint documents. */
export const failures = <const S extends readonly number[]>(...statuses: S) =>
  Object.fromEntries(statuses.map((status) => [status, errorResponseSchema])) as {
    [K in S[number]]: typeof errorResponseSchema;
  };

type WithUnauthorized<D extends EndpointDefinition> = D['auth'] extends true
  ? D & { responses: D['responses'] & { 401: typeof errorResponseSchema } }
  : D;

/** Declares an endpoint; one that needs the token also documents its 401. */
export const endpoint = <const D extends EndpointDefinition>(definition: D): WithUnauthorized<D> =>
  (definition.auth
    ? { ...definition, responses: { ...definition.responses, 401: errorResponseSchema } }
    : definition) as WithUnauthorized<D>;

type SchemaOf<B> = B extends z.ZodType
  ? B
  : B extends (rules: RequestRules) => infer S
    ? S extends z.ZodType
      ? S
      : never
    : never;

/** The body's schema of an endpoint for these rules. */
export const bodySchemaOf = (definition: EndpointDefinition, rules: RequestRules) =>
  typeof definition.body === 'function' ? definition.body(rules) : definition.body;

/** The JSON body a client sends; `{}` for a call without one. A multipart call sends FormData. */
export type BodyInput<E> = E extends { body: infer B }
  ? z.input<SchemaOf<B>>
  : E extends { form: z.ZodObject }
    ? never
    : Record<string, never>;
export type IsMultipart<E> = E extends { form: z.ZodObject } ? true : false;
export type BodyOutput<E> = E extends { body: infer B } ? z.output<SchemaOf<B>> : undefined;
export type ParamsInput<E> = E extends { params: infer P extends z.ZodType } ? z.input<P> : never;
export type ParamsOutput<E> = E extends { params: infer P extends z.ZodType }
  ? z.output<P>
  : Record<string, never>;
export type QueryInput<E> = E extends { query: infer Q extends z.ZodType } ? z.input<Q> : never;
export type QueryOutput<E> = E extends { query: infer Q extends z.ZodType }
  ? z.output<Q>
  : Record<string, never>;

type SuccessStatus = 200 | 201 | 204;
type SuccessSchemaOf<E> = E extends { responses: infer R }
  ? { [K in keyof R]: K extends SuccessStatus ? R[K] : never }[keyof R]
  : never;

/** The success answer of an endpoint, as a client reads it. */
export type Answer<E> = z.output<SuccessSchemaOf<E>>;
/** The success answer of an endpoint, as the server hands it to the serializer. */
export type AnswerInput<E> = z.input<SuccessSchemaOf<E>>;

/** The success status of an endpoint (200 unless it creates something). */
export const successStatusOf = (definition: EndpointDefinition): number =>
  Number(Object.keys(definition.responses).find((status) => Number(status) < 300) ?? 200);
