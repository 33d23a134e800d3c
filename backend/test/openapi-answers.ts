import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';

/** The parts of an OpenAPI 3.0 document the check reads. */
interface OpenApiDocument {
  paths: Record<
    string,
    Record<string, { responses?: Record<string, { content?: Record<string, { schema?: unknown }> }> }>
  >;
}

/** What one request received, as the check needs it. */
export interface Answer {
  method: string;
  /** The path asked for, with its query string. */
  url: string;
  status: number;
  contentType: string | null;
  body: string;
}

const DOCUMENT_KEY = 'openapi.json';

/** `~` and `/` escaped for a JSON pointer (RFC 6901). */
function pointer(segment: string): string {
  return segment.replace(/~/g, '~0').replace(/\//g, '~1');
}

/** A documented path template (`/api/projects/{id}`) as a pattern, and how many parameters it has. */
interface Template {
  path: string;
  pattern: RegExp;
  parameters: number;
}

function templateOf(path: string): Template {
  const source = path
    .split(/(\{[^}]+\})/)
    .map((part) => (part.startsWith('{') ? '[^/]+' : part.replace(/[.*+?^$()|[\]\\]/g, '\\$&')))
    .join('');
  return { path, pattern: new RegExp(`^${source}$`), parameters: (path.match(/\{/g) ?? []).length };
}

/**
 * Checks answers against the OpenAPI document the app serves, with Ajv (JSON Schema with the
 * OpenAPI 3.0 keyword `nullable`, which Ajv reads as OpenAPI 3.0.3 does: it adds `null` to the
 * `type` beside it, and only there). The route (path template and method) must be documented, the
 * status listed (exactly, or by its `4XX`/`5XX` range, or a `default`), and a JSON body must match
 * the schema of that response.
 */
export class OpenApiAnswers {
  private readonly ajv: Ajv;
  private readonly templates: Template[];
  private readonly validators = new Map<string, ValidateFunction>();

  constructor(private readonly document: OpenApiDocument) {
    // strict: false, since a document carries keywords JSON Schema does not know (`example`, `openapi`, `paths`).
    this.ajv = new Ajv({ strict: false, allErrors: true, validateSchema: false });
    addFormats.default(this.ajv);
    this.ajv.addSchema(document as object, DOCUMENT_KEY);
    this.templates = Object.keys(document.paths).map(templateOf);
  }

  /** What is wrong with the answer, in words; null when it conforms. */
  problems(answer: Answer, { unknownRoute = false }: { unknownRoute?: boolean } = {}): string | null {
    const method = answer.method.toLowerCase();
    const path = answer.url.split('?')[0];
    const route = `${answer.method.toUpperCase()} ${path} → ${answer.status}`;
    const json = /^application\/([\w.+-]+\+)?json\b/i.test(answer.contentType ?? '') && answer.body !== '';

    if (unknownRoute) {
      // The test asks for a path the API doesn't have: no route to check, but the refusal is the API's error.
      const [template] = this.matching(path, method);
      if (template)
        return `${route}: the test says the route is unknown, but the document has ${method.toUpperCase()} ${template.path}`;
      return json
        ? this.bodyProblems(route, `${DOCUMENT_KEY}#/components/schemas/ApiError`, answer.body)
        : `${route}: an unknown route's refusal should be the API's JSON error`;
    }

    const [template] = this.matching(path, method);
    if (!template) return `${route}: the document has no such route`;
    const responses = this.document.paths[template.path][method].responses ?? {};
    const status = String(answer.status);
    const range = `${status[0]}XX`;
    const key = status in responses ? status : range in responses ? range : 'default' in responses ? 'default' : null;
    if (key === null)
      return `${route}: the document lists ${Object.keys(responses).join(', ') || 'no status'} for ${method.toUpperCase()} ${template.path}`;

    const schema = responses[key].content?.['application/json']?.schema;
    if (!json) return null;
    if (schema === undefined)
      return `${route}: the answer is JSON, but the document describes no JSON body for ${key} of ${method.toUpperCase()} ${template.path}`;
    const ref = `${DOCUMENT_KEY}#/paths/${pointer(template.path)}/${method}/responses/${pointer(key)}/content/application~1json/schema`;
    return this.bodyProblems(route, ref, answer.body);
  }

  /** The documented routes the path and method match, the most literal first (`/me/passkeys/options` before `/me/passkeys/{id}`). */
  private matching(path: string, method: string): Template[] {
    return this.templates
      .filter((template) => template.pattern.test(path) && this.document.paths[template.path][method] !== undefined)
      .sort((a, b) => a.parameters - b.parameters);
  }

  private bodyProblems(route: string, ref: string, body: string): string | null {
    let validate = this.validators.get(ref);
    if (!validate) {
      validate = this.ajv.compile({ $ref: ref });
      this.validators.set(ref, validate);
    }
    if (validate(JSON.parse(body))) return null;
    const errors = (validate.errors ?? [])
      .slice(0, 10)
      .map(
        (error: ErrorObject) =>
          `  ${error.instancePath || '(body)'} ${error.message ?? ''} ${JSON.stringify(error.params)}`,
      );
    return `${route}: the body does not match the document:\n${errors.join('\n')}\nbody: ${body.slice(0, 2000)}`;
  }
}
