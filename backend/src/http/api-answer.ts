import { applyDecorators } from '@nestjs/common';
import { ApiResponse } from '@nestjs/swagger';
import { z } from 'zod';
import { answerJsonSchema } from './openapi-document.js';

/**
 * Documents a route's answer from its zod schema in the contracts (the output's JSON Schema, as
 * OpenAPI 3.0 writes it), as `@Body({ schema })` documents a body: one description, no class.
 * `[schema]` is a list of them (as Nest's `type: [X]`), so that a controller needs zod's types only:
 * a value import of `z` there would turn `z.output<…>` parameters into run-time metadata.
 */
export function ApiAnswer(schema: z.ZodType | [z.ZodType], status = 200, description?: string): MethodDecorator {
  const answer = Array.isArray(schema) ? z.array(schema[0]) : schema;
  return applyDecorators(
    ApiResponse({ status, description: description ?? '', schema: answerJsonSchema(answer) as object }),
  );
}
