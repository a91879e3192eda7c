/**
 * The OpenAPI 3.1 document of Quad's API, generated from the endpoint entries: every path,
 * schema and status, the bearer scheme, the Link header of lists, examples of the main calls.
 */
import { z } from 'zod';
import { servedPathOf } from '../api-paths';
import { DEFAULT_COMMUNITY } from '../community-defaults';
import {
  bodySchemaOf,
  ENDPOINT_TAGS,
  type EndpointDefinition,
  type RequestRules,
} from '../endpoint';
import { endpoints, type EndpointName } from '../endpoints';
import { namedSchemas } from './components';
import { examples } from './examples';
import { urlFields } from '../urls';

type JsonSchema = Record<string, unknown>;
type JsonObject = Record<string, unknown>;

const COMPONENT = '#/components/schemas/';
const JSON_TYPE = 'application/json';

const STATUS_TEXT: Record<number, string> = {
  200: 'Success.',
  201: 'Created.',
  302: 'A redirect to the Location header.',
  400: 'Bad input: the first failing rule’s message.',
  401: 'No token, or the session has ended.',
  403: 'Not allowed.',
  404: 'Unknown.',
  409: 'Conflict.',
  413: 'Too large.',
  415: 'Not an image.',
  429: 'Too many requests; wait and try again.',
  503: 'Not available right now; try again shortly.',
};

/** The rules the published schemas are drawn with: the default community. */
const documentRules: RequestRules = {
  universityDomain: DEFAULT_COMMUNITY.universityDomain,
  now: () => new Date(),
};

const withoutDialect = ({ $schema: _dialect, $id: _id, ...schema }: JsonSchema) => schema;

/**
 * What zod draws that the published contract must not say: answers may gain fields (extend,
 * never break), and integers need no bounds of JavaScript's safe range. Image URLs say so.
 */
const override = ({ zodSchema, jsonSchema }: { zodSchema: unknown; jsonSchema: JsonSchema }) => {
  const url = urlFields.get(zodSchema as z.ZodType);
  if (url) jsonSchema.format = url.format;
  if (jsonSchema.additionalProperties === false) delete jsonSchema.additionalProperties;
  if (jsonSchema.minimum === Number.MIN_SAFE_INTEGER) delete jsonSchema.minimum;
  if (jsonSchema.maximum === Number.MAX_SAFE_INTEGER) delete jsonSchema.maximum;
};

/** Request parts, drawn as a client sends them (coercions and defaults included). */
const inputSchema = (schema: z.ZodType): JsonSchema =>
  withoutDialect(z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any', override }));

/**
 * Answers: the named shapes of API.md become components that answers reference; an answer
 * without a name of its own gets one from its call (`GetAllPostsAnswer`).
 */
const answerSchemas = () => {
  const registry = z.registry<{ id: string }>();
  const names = new Map<z.ZodType, string>();
  const name = (schema: z.ZodType, id: string) => {
    if (names.has(schema)) return;
    registry.add(schema, { id });
    names.set(schema, id);
  };
  for (const [id, schema] of Object.entries(namedSchemas)) name(schema, id);
  for (const [call, definition] of Object.entries(endpoints) as [string, EndpointDefinition][]) {
    for (const [status, schema] of Object.entries(definition.responses)) {
      if (isRedirect(status)) continue;
      name(schema, `${call[0]?.toUpperCase()}${call.slice(1)}Answer`);
    }
  }
  const { schemas } = z.toJSONSchema(registry, {
    io: 'output',
    unrepresentable: 'any',
    override,
    uri: (id) => `${COMPONENT}${id}`,
  }) as { schemas: Record<string, JsonSchema> };
  const components = Object.fromEntries(
    Object.entries(schemas).map(([id, schema]) => [id, withoutDialect(schema)]),
  );
  const answerOf = (schema: z.ZodType): JsonSchema => ({
    $ref: `${COMPONENT}${names.get(schema)}`,
  });
  return { components, answerOf };
};

const isRedirect = (status: string | number) => Number(status) >= 300 && Number(status) < 400;

const LOCATION_HEADER = {
  Location: { description: 'Where the browser goes next.', schema: { type: 'string' } },
};

const openApiPath = (definition: EndpointDefinition) =>
  servedPathOf(definition).replace(/:([A-Za-z]+)/g, '{$1}');

const parametersOf = (definition: EndpointDefinition) => {
  const parameters: JsonObject[] = [];
  const add = (where: 'path' | 'query', schema: z.ZodObject | undefined) => {
    if (!schema) return;
    const drawn = inputSchema(schema) as { properties?: JsonObject; required?: string[] };
    for (const [name, property] of Object.entries(drawn.properties ?? {})) {
      const { description, ...propertySchema } = property as JsonSchema;
      parameters.push({
        name,
        in: where,
        required: where === 'path' || (drawn.required ?? []).includes(name),
        ...(typeof description === 'string' ? { description } : {}),
        schema: propertySchema,
      });
    }
  };
  add('path', definition.params);
  add('query', definition.query);
  return parameters;
};

const requestBodyOf = (definition: EndpointDefinition, example: unknown) => {
  if (definition.form) {
    return {
      required: true,
      content: { 'multipart/form-data': { schema: inputSchema(definition.form) } },
    };
  }
  const body = bodySchemaOf(definition, documentRules);
  if (!body) return undefined;
  return {
    // A body the schema lets a client leave out.
    required: !body.safeParse(undefined).success,
    content: {
      [definition.bodyMediaType ?? JSON_TYPE]: {
        schema: inputSchema(body),
        ...(example === undefined ? {} : { example }),
      },
    },
  };
};

const securityOf = (definition: EndpointDefinition) => {
  if (definition.auth) return [{ bearer: [] }];
  if (definition.metricsToken) return [{ metricsToken: [] }];
  return [];
};

const LINK_HEADER = {
  Link: {
    description:
      'The next page, when there is one: `<path?cursor=…&limit=…>; rel="next"`. Absent on the last page.',
    schema: { type: 'string' },
  },
};

/** What a form's 400 adds (EndpointDefinition.namesFields). */
const FIELD_NAMED = ' (ext) `field` names the field of the body the failure is about.';

export interface OpenApiOptions {
  /** The API's version, shown in the document. */
  version: string;
  /** The origin the API is served from; relative to the document when absent. */
  serverUrl?: string;
}

export const buildOpenApiDocument = ({ version, serverUrl = '/' }: OpenApiOptions) => {
  const { components, answerOf } = answerSchemas();
  const paths: Record<string, Record<string, JsonObject>> = {};

  for (const [name, definition] of Object.entries(endpoints) as [
    EndpointName,
    EndpointDefinition,
  ][]) {
    const example = examples[name];
    const responses: Record<string, JsonObject> = {};
    for (const [status, schema] of Object.entries(definition.responses)) {
      if (isRedirect(status)) {
        responses[status] = { description: STATUS_TEXT[302], headers: LOCATION_HEADER };
        continue;
      }
      const success = Number(status) < 300;
      responses[status] = {
        description:
          (STATUS_TEXT[Number(status)] ?? 'See the message.') +
          (definition.namesFields && Number(status) === 400 ? FIELD_NAMED : ''),
        ...(success && definition.paged ? { headers: LINK_HEADER } : {}),
        content: {
          [success ? (definition.contentType ?? JSON_TYPE) : JSON_TYPE]: {
            schema: answerOf(schema),
            ...(success && example?.response !== undefined ? { example: example.response } : {}),
          },
        },
      };
    }
    const parameters = parametersOf(definition);
    const requestBody = requestBodyOf(definition, example?.request);
    const path = openApiPath(definition);
    paths[path] ??= {};
    paths[path][definition.method.toLowerCase()] = {
      operationId: name,
      tags: [definition.tag],
      summary: definition.summary,
      ...(definition.description ? { description: definition.description } : {}),
      security: securityOf(definition),
      ...(parameters.length > 0 ? { parameters } : {}),
      ...(requestBody ? { requestBody } : {}),
      responses,
    };
  }

  return {
    openapi: '3.1.0',
    info: {
      title: 'Quad API',
      version,
      description:
        'The API of Quad, the social network of one university community. Failures answer `{ "message" }` with a truthful status; any call that needs the database answers 503 while the database cannot be reached. Lists that grow are paged by cursor: the next page is announced in a `Link` header.',
    },
    servers: [{ url: serverUrl }],
    tags: Object.entries(ENDPOINT_TAGS).map(([tag, description]) => ({ name: tag, description })),
    paths,
    components: {
      schemas: components,
      securitySchemes: {
        bearer: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'JWT',
          description: 'The `token` of the login or register answer.',
        },
        metricsToken: {
          type: 'http',
          scheme: 'bearer',
          description: 'The METRICS_TOKEN of the server’s configuration, for Prometheus.',
        },
      },
    },
  };
};

export type OpenApiDocument = ReturnType<typeof buildOpenApiDocument>;
