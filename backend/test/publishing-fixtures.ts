import { randomUUID } from 'node:crypto';
import { PUBLISHING_NETWORKS, type SocialNetworkName } from '../src/contracts/publishing.js';
import { SocialAccount } from '../src/social/social-account.entity.js';
import { inContext } from './factories.js';
import { JPEG } from './files.js';
import { ProjectFactory, type FactoryOrder } from './project-factory.js';
import { castApp, type Cast } from './projects-fixtures.js';
import type { ApiResponse, TestApp } from './test-app.js';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Some day and hour ahead (within the year scheduling allows), distinct per call. */
let slot = 0;
export const ahead = () => new Date(Date.now() + 2 * DAY_MS + (slot += 1) * 7 * 60 * 60 * 1000).toISOString();

/** The ids of a company's social accounts, one per network. */
export type Accounts = Record<SocialNetworkName, string>;

/** Connected accounts of the company, one per network (scheduling reads no token). */
export async function connectAccounts(app: TestApp, clientId: string): Promise<Accounts> {
  const accounts = {} as Accounts;
  await inContext(app, async (em) => {
    for (const network of PUBLISHING_NETWORKS) {
      const account = em.create(SocialAccount, {
        id: randomUUID(),
        client: clientId,
        network,
        externalId: `${network}-${randomUUID()}`,
        name: `Bäckerei ${network}`,
        accessToken: null,
        refreshToken: null,
        expiresAt: null,
        refreshableUntil: null,
        status: 'connected',
        connectedAt: new Date(),
      });
      accounts[network] = account.id;
    }
    await em.flush();
  });
  return accounts;
}

/** What an approved order may be made of; the rest is the cast's client, designer and admin. */
export type ApprovedOrder = Pick<FactoryOrder, 'designs' | 'contentType' | 'caption' | 'hashtags'>;

/** The set-up the scheduling specs share: the cast's client with an account on every network. */
export interface PublishingDesk {
  app: TestApp;
  people: Cast;
  factory: ProjectFactory;
  accounts: Accounts;
  /** An approved order of the client: one JPEG (every network takes it) unless `designs` says otherwise. */
  approvedOrder: (order?: ApprovedOrder) => Promise<string>;
  /** The client schedules the order on an account (`body`), at a slot of its own ahead unless `body.at` says. */
  schedule: (projectId: string, body: Record<string, unknown>) => Promise<ApiResponse>;
}

export async function publishingDesk(): Promise<PublishingDesk> {
  const { app, people } = await castApp();
  const factory = new ProjectFactory(app);
  const accounts = await connectAccounts(app, people.client.id);
  const approvedOrder = async ({
    designs = [{ bytes: JPEG, type: 'image/jpeg', name: 'brot.jpg' }],
    contentType,
    caption = 'Frisch aus dem Ofen',
    hashtags = '#brot',
  }: ApprovedOrder = {}) =>
    (
      await factory.create({
        status: 'completed',
        clientId: people.client.id,
        designerId: people.designer.id,
        adminId: people.admin.id,
        contentType,
        designs,
        caption,
        hashtags,
      })
    ).id;
  const schedule = (projectId: string, body: Record<string, unknown>) =>
    app.request('POST', `/api/projects/${projectId}/schedule`, {
      headers: people.client.auth,
      payload: { at: ahead(), ...body },
    });
  return { app, people, factory, accounts, approvedOrder, schedule };
}
