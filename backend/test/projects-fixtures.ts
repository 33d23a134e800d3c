import { createTestApp, type TestApp } from './test-app.js';
import { createUser, ensurePlans, linkDesigner, signIn, subscribe, type TestUser } from './factories.js';

export interface Cast {
  client: TestUser & { auth: Record<string, string> };
  otherClient: TestUser & { auth: Record<string, string> };
  designer: TestUser & { auth: Record<string, string> };
  otherDesigner: TestUser & { auth: Record<string, string> };
  admin: TestUser & { auth: Record<string, string> };
}

async function withSession(app: TestApp, user: TestUser) {
  return { ...user, auth: (await signIn(app, user)).auth };
}

/** A client on the Business plan linked to a designer, plus strangers of every role. */
export async function cast(app: TestApp): Promise<Cast> {
  const plans = await ensurePlans(app);
  const business = plans.find((plan) => plan.name === 'Business')!;
  const [client, otherClient, designer, otherDesigner, admin] = await Promise.all([
    createUser(app, 'client', 'Kundin Kessler'),
    createUser(app, 'client', 'Fremde Kundin'),
    createUser(app, 'designer', 'Dora Designer'),
    createUser(app, 'designer', 'Fremder Designer'),
    createUser(app, 'admin', 'Adrian Admin'),
  ]);
  await subscribe(app, client.id, business);
  await subscribe(app, otherClient.id, business);
  await linkDesigner(app, client.id, designer.id);
  await linkDesigner(app, otherClient.id, otherDesigner.id);
  const [c, oc, d, od, a] = await Promise.all(
    [client, otherClient, designer, otherDesigner, admin].map((u) => withSession(app, u)),
  );
  return { client: c, otherClient: oc, designer: d, otherDesigner: od, admin: a };
}

/** The set-up the order specs share: an application with the test defaults, and its cast. */
export async function castApp(): Promise<{ app: TestApp; people: Cast }> {
  const { app } = await createTestApp();
  return { app, people: await cast(app) };
}

/** `call(method, path, auth, payload)`: a request as someone (`auth`: its headers) to the application `app()` gives. */
export const callerOf =
  (app: () => TestApp) =>
  (method: string, path: string, auth: Record<string, string> = {}, payload?: unknown) =>
    app().request(method, path, { headers: auth, payload });

export const BRIEFING = {
  title: 'Herbst-Aktion Carousel',
  description: 'Drei Gründe für unser Herbstbrot',
  contentType: 'carousel',
  hook: 'Schon probiert?',
  slideIdeas: [
    { number: 1, content: 'Titelbild mit Brot' },
    { number: 2, content: '' },
    { number: 3, content: 'Zutaten aus der Region' },
  ],
  hashtags: '#herbst #brot',
} as const;

export async function createProject(
  app: TestApp,
  auth: Record<string, string>,
  briefing: Record<string, unknown> = BRIEFING,
) {
  const response = await app.request('POST', '/api/projects', { headers: auth, payload: briefing });
  if (response.statusCode !== 201) throw new Error(`create failed: ${response.statusCode} ${response.body}`);
  return response.json<{ id: string; status: string }>();
}
