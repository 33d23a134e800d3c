import type { OpenAPIObject } from '@nestjs/swagger';
import { z } from 'zod';
import { apiErrorBodySchema } from '../contracts/errors.js';

type Json = Record<string, unknown>;

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

/** The JSON Schema of what a zod schema answers, as OpenAPI 3.0 writes it. */
export function answerJsonSchema(schema: z.ZodType): Json {
  const json = z.toJSONSchema(schema, { io: 'output', target: 'openapi-3.0' }) as Json;
  delete json.$schema;
  return json;
}

const ERROR_CONTENT = { 'application/json': { schema: { $ref: '#/components/schemas/ApiError' } } };

/**
 * OpenAPI 3.0.3 lets `nullable` add `null` only to the `type` beside it: a nullable enumeration
 * must list `null` too, and a nullable reference
 * (`{ nullable: true, allOf: [{ $ref }] }`, as @nestjs/swagger and zod write it) still refuses
 * `null` for a validator that reads the document to the letter. Written as "the reference, or null"
 * it means what it says.
 */
function nullableAsAlternative(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(nullableAsAlternative);
  if (!node || typeof node !== 'object') return node;
  const entries = Object.fromEntries(
    Object.entries(node).map(([key, value]) => [key, nullableAsAlternative(value)]),
  ) as Json;
  const { nullable, type, allOf, anyOf, oneOf, ...annotations } = entries;
  // A nullable enumeration lists null among its values (OpenAPI 3.0.3), or null is still refused.
  if (nullable === true && Array.isArray(entries.enum) && !entries.enum.includes(null))
    entries.enum = [...entries.enum, null];
  const composed = allOf ?? anyOf ?? oneOf;
  if (nullable !== true || !Array.isArray(composed)) return entries;
  const variant =
    Array.isArray(allOf) && allOf.length === 1 && !anyOf && !oneOf
      ? (allOf[0] as unknown)
      : {
          ...(type ? { type } : {}),
          ...(allOf ? { allOf } : {}),
          ...(anyOf ? { anyOf } : {}),
          ...(oneOf ? { oneOf } : {}),
        };
  return { ...annotations, anyOf: [variant, { type: 'object', nullable: true, enum: [null] }] };
}

/**
 * The document as Nest writes it from the controllers, completed with what holds for every route:
 * any refusal or failure (4XX, 5XX, and each 4xx/5xx a route names) answers the API's error body
 * (`ApiError`, contracts/errors.ts), and nullable references accept `null`.
 */
export function completeDocument(document: OpenAPIObject): OpenAPIObject {
  const paths: Json = {};
  for (const [path, item] of Object.entries(document.paths)) {
    const operations: Json = { ...item };
    for (const method of METHODS) {
      const operation = item[method];
      if (!operation) continue;
      const responses: Json = {};
      for (const [status, response] of Object.entries(operation.responses ?? {})) {
        const isError = /^[45]/.test(status);
        responses[status] =
          isError && !(response && 'content' in response && response.content)
            ? { ...response, content: ERROR_CONTENT }
            : nullableAsAlternative(response);
      }
      responses['4XX'] ??= {
        description: 'Refused: the error body (a field list for a refused body)',
        content: ERROR_CONTENT,
      };
      responses['5XX'] ??= { description: 'Failed or busy: the error body', content: ERROR_CONTENT };
      operations[method] = { ...operation, responses };
    }
    paths[path] = operations;
  }
  const schemas = nullableAsAlternative(document.components?.schemas ?? {}) as Json;
  return {
    ...document,
    paths: paths as OpenAPIObject['paths'],
    components: { ...document.components, schemas: { ...schemas, ApiError: answerJsonSchema(apiErrorBodySchema) } },
  };
}
