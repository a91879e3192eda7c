/**
 * The serializer of the answers a handler builds field by field from the contract's types (the
 * lists of posts, the hottest routes). zod's serializer checks the whole answer against its
 * schema again before writing it, which costs more than writing it; this one writes it with
 * fast-json-stringify, compiled from the schema's JSON Schema, so that it still holds only the
 * fields the contract names (any other field is left out) but is not checked again.
 */
import fastJson, { type Schema } from 'fast-json-stringify';
import { z } from 'zod';

/**
 * A Fastify serializer compiler (a route's `serializerCompiler`) for zod response schemas. In
 * OpenAPI 3.0's dialect a nullable field is `nullable: true` rather than `anyOf` with null, which
 * fast-json-stringify writes without first checking which branch the value matches.
 */
export const trustedSerializerCompiler = ({ schema }: { schema: unknown }) =>
  fastJson(z.toJSONSchema(schema as z.ZodType, { io: 'output', target: 'openapi-3.0' }) as Schema);
