import {
  StandardSchemaValidationPipe,
  type ArgumentMetadata,
  type StandardSchemaValidationPipeOptions,
} from '@nestjs/common';
import { AppError, MESSAGES, type FieldError } from '../common/errors/app-error.js';

type Issue = Parameters<NonNullable<StandardSchemaValidationPipeOptions['exceptionFactory']>>[0][number];

/**
 * The field an issue belongs to, as the API has always named it: the path joined with dots
 * (`slideIdeas.0.content`), except that an entry of a list of plain values names the list, as
 * class-validator's `each` did (`targetPlatforms`, not `targetPlatforms.3`).
 */
function fieldOf(issue: Issue): string {
  const path = (issue.path ?? []).map((segment) => String(typeof segment === 'object' ? segment.key : segment));
  const last = path.at(-1);
  if (last !== undefined && /^\d+$/.test(last)) path.pop();
  return path.join('.');
}

/** One message per field, the first one its schema gives, in the order of the schema's fields. */
function fieldErrors(issues: readonly Issue[]): FieldError[] {
  const seen = new Set<string>();
  return issues.flatMap((issue) => {
    const field = fieldOf(issue);
    if (seen.has(field)) return [];
    seen.add(field);
    return [{ field, message: issue.message }];
  });
}

/**
 * Checks a body, query or parameter that names its schema (`@Body({ schema })`, zod from
 * backend/src/contracts) and hands on the schema's value: trimmed, coerced, unknown fields dropped.
 * A refusal is the API's validation error: the first field's German message is the toast, all
 * fields are listed. A missing body is an empty one, so that its required fields are named.
 */
export class SchemaValidationPipe extends StandardSchemaValidationPipe {
  constructor() {
    super({
      exceptionFactory: (issues) => {
        const errors = fieldErrors(issues);
        return AppError.validation(errors[0]?.message ?? MESSAGES.validation, errors);
      },
    });
  }

  override transform<T = unknown>(value: T, metadata: ArgumentMetadata): Promise<T> {
    return super.transform(metadata.schema ? (value ?? {}) : value, metadata) as Promise<T>;
  }
}
