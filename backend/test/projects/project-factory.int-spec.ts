import { PROJECT_STATUSES, type ProjectStatus } from '../../src/contracts/projects.js';
import { ProjectFactory } from '../project-factory.js';
import { cast, type Cast } from '../projects-fixtures.js';
import { createTestApp, type TestApp } from '../test-app.js';

describe('ProjectFactory: orders in any status, through the domain', () => {
  let app: TestApp;
  let people: Cast;
  let factory: ProjectFactory;

  beforeAll(async () => {
    ({ app } = await createTestApp());
    people = await cast(app);
    factory = new ProjectFactory(app);
  });
  afterAll(() => app.close());

  const detail = (id: string, auth: Record<string, string>) =>
    app.request('GET', `/api/projects/${id}`, { headers: auth });

  it.each(PROJECT_STATUSES.filter((status) => status !== 'pending_approval'))(
    'builds an order in %s that the API shows as such, with its timeline',
    async (status: ProjectStatus) => {
      const project = await factory.create({
        status,
        clientId: people.client.id,
        designerId: people.designer.id,
        adminId: people.admin.id,
      });
      const answer = await detail(project.id, people.admin.auth);
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toMatchObject({ status, designerId: people.designer.id });
      const timeline = (
        await app.request('GET', `/api/projects/${project.id}/timeline`, { headers: people.admin.auth })
      ).json<{ type: string }[]>();
      expect(timeline[0].type).toBe('ProjectCreated');
      const finals = answer
        .json()
        .attachments.filter((attachment: { isFinalDesign: boolean }) => attachment.isFinalDesign);
      expect(finals).toHaveLength(['admin_review', 'review', 'completed'].includes(status) ? 1 : 0);
      if (status === 'completed') expect(answer.json().completedAt).toEqual(expect.any(String));
    },
  );

  it('builds an order waiting for a designer, and one that got its designer afterwards', async () => {
    const waiting = await factory.create({ status: 'pending_approval', clientId: people.client.id });
    expect((await detail(waiting.id, people.client.auth)).json()).toMatchObject({
      status: 'pending_approval',
      designerId: null,
    });
    const assigned = await factory.create({
      status: 'in_progress',
      clientId: people.client.id,
      designerId: people.designer.id,
      waitedForDesigner: true,
      adminId: people.admin.id,
    });
    expect((await detail(assigned.id, people.designer.auth)).json()).toMatchObject({
      status: 'in_progress',
      designerId: people.designer.id,
    });
    const timeline = (
      await app.request('GET', `/api/projects/${assigned.id}/timeline`, { headers: people.admin.auth })
    ).json<{ type: string }[]>();
    expect(timeline.map((entry) => entry.type)).toEqual(['ProjectCreated', 'DesignerAssigned', 'WorkStarted']);
  });

  it('answers what the machine allows the caller next', async () => {
    const review = await factory.create({
      status: 'review',
      clientId: people.client.id,
      designerId: people.designer.id,
      adminId: people.admin.id,
    });
    expect((await detail(review.id, people.client.auth)).json().allowedActions).toEqual([
      'CLIENT_APPROVE',
      'REQUEST_CHANGES',
    ]);
    const fresh = await factory.create({ status: 'new', clientId: people.client.id, designerId: people.designer.id });
    expect((await detail(fresh.id, people.designer.auth)).json().allowedActions).toEqual(['START_WORK']);
  });
});
