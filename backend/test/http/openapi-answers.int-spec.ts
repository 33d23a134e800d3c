import { OpenApiAnswers, type Answer } from '../openapi-answers.js';
import { createTestApp, type TestApp } from '../test-app.js';

/** The check every HTTP test's answers go through (TestApp.request): it refuses what the document does not say. */
let app: TestApp;
let answers: OpenApiAnswers;

beforeAll(async () => {
  ({ app } = await createTestApp());
  answers = new OpenApiAnswers((await app.request('GET', '/api/openapi.json')).json());
});
afterAll(() => app.close());

const json = (method: string, url: string, status: number, body: unknown): Answer => ({
  method,
  url,
  status,
  contentType: 'application/json; charset=utf-8',
  body: JSON.stringify(body),
});
const error = (status: number) => ({ statusCode: status, code: 'NOT_FOUND', message: 'Nicht gefunden' });
const ID = '0b7f8a52-3c3e-4f0e-9d55-2f1a3c4b5d6e';

describe('the OpenAPI answer check', () => {
  it('accepts a documented answer', () => {
    expect(answers.problems(json('GET', '/api/me/subscription', 200, null))).toBeNull();
    expect(answers.problems(json('GET', `/api/projects/${ID}`, 404, error(404)))).toBeNull();
    expect(
      answers.problems({
        method: 'POST',
        url: `/api/projects/${ID}/messages/read`,
        status: 204,
        contentType: null,
        body: '',
      }),
    ).toBeNull();
  });

  it('refuses a route the document does not have', () => {
    expect(answers.problems(json('GET', '/api/gibt-es-nicht', 404, error(404)))).toMatch(
      'the document has no such route',
    );
    expect(answers.problems(json('GET', '/api/gibt-es-nicht', 404, error(404)), { unknownRoute: true })).toBeNull();
    expect(answers.problems(json('GET', '/api/plans', 200, []), { unknownRoute: true })).toMatch(
      'the document has GET /api/plans',
    );
  });

  it('refuses a success status the route does not list (a POST answering 200 where it says 201)', () => {
    expect(answers.problems(json('POST', '/api/projects', 200, {}))).toMatch(
      'POST /api/projects → 200: the document lists 201',
    );
  });

  it('refuses a body that does not match, naming the field', () => {
    expect(answers.problems(json('GET', '/api/me/limits', 200, { post: 'viele' }))).toMatch(
      'does not match the document',
    );
    expect(answers.problems(json('GET', `/api/projects/${ID}`, 404, { message: 'Nicht gefunden' }))).toMatch(
      "must have required property 'code'",
    );
  });

  it('refuses a JSON body where the document describes none', () => {
    expect(answers.problems(json('POST', `/api/projects/${ID}/messages/read`, 204, { ok: true }))).toMatch(
      'describes no JSON body',
    );
  });
});
