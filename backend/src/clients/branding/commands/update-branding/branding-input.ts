import type { z } from 'zod';
import { AppError, MESSAGES, type FieldError } from '../../../../common/errors/app-error.js';
import { brandingUpdateSchema } from '../../../../contracts/branding.js';

const BRANDING_INPUT_TEXTS = {
  missing: 'Dieses Feld fehlt',
  invalid: 'Ungültiger Wert',
  unknownField: 'Dieses Feld gibt es nicht',
  tooLong: (max: number) => `Höchstens ${max} Zeichen`,
  tooManyEntries: (max: number) => `Höchstens ${max} Einträge`,
  oneOf: (values: readonly unknown[]) => `Erlaubt sind: ${values.join(', ')}`,
  format: 'Ungültiges Format',
} as const;

type ParsedBrandingUpdate = z.output<typeof brandingUpdateSchema>;

const fieldOf = (path: readonly PropertyKey[]) => (path.length ? path.map(String).join('.') : 'body');

/** The German text of one zod issue; the schema's own messages (colour, example posts) are German already. */
function messageOf(issue: z.core.$ZodIssue): string {
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined ? BRANDING_INPUT_TEXTS.missing : BRANDING_INPUT_TEXTS.invalid;
    case 'too_big':
      return issue.origin === 'array'
        ? BRANDING_INPUT_TEXTS.tooManyEntries(Number(issue.maximum))
        : BRANDING_INPUT_TEXTS.tooLong(Number(issue.maximum));
    case 'invalid_value':
      return BRANDING_INPUT_TEXTS.oneOf(issue.values);
    case 'invalid_format':
      return issue.format === 'regex' ? issue.message : BRANDING_INPUT_TEXTS.format;
    case 'custom':
      return issue.message;
    default:
      return BRANDING_INPUT_TEXTS.invalid;
  }
}

/** zod's issues as the API's field errors (`brandingData.hooks.3`); an unknown key is named itself. */
function fieldErrors(issues: readonly z.core.$ZodIssue[]): FieldError[] {
  return issues.flatMap((issue) =>
    issue.code === 'unrecognized_keys'
      ? issue.keys.map((key) => ({ field: fieldOf([...issue.path, key]), message: BRANDING_INPUT_TEXTS.unknownField }))
      : [{ field: fieldOf(issue.path), message: messageOf(issue) }],
  );
}

/** The PUT's body through the brand's schema: the parsed, defaults-filled value, or 400 VALIDATION with every field. */
export function parseBrandingUpdate(body: unknown): ParsedBrandingUpdate {
  const parsed = brandingUpdateSchema.safeParse(body, { reportInput: true });
  if (parsed.success) return parsed.data;
  const errors = fieldErrors(parsed.error.issues);
  throw AppError.validation(errors[0]?.message ?? MESSAGES.validation, errors);
}
