import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import type { INestApplicationContext } from '@nestjs/common';
import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import { unzipSync } from 'fflate';
import { startS3StandIn, type S3StandIn } from '../../../scripts/s3-stand-in.mjs';
import { startSocialStandIn, type SocialStandIn } from '../../../scripts/social-stand-in.mjs';
import { createWorkers } from '../../../workers/src/workers.factory.js';
import { loadConfig } from '../../src/config/app-config.js';
import type { MemberRole } from '../../src/contracts/team.js';
import { Erasures } from '../../src/privacy/erasures.js';
import { Retention } from '../../src/privacy/retention.js';
import { NetworkError } from '../../src/social/networks/social-network.js';
import { AccountPictures } from '../../src/social/account-pictures.js';
import { SocialAccount } from '../../src/social/social-account.entity.js';
import { SocialNetworks } from '../../src/social/social-networks.js';
import { SocialTokenBox } from '../../src/social/social-token-box.js';
import { FileStorage } from '../../src/storage/file-storage.js';
import type { S3Storage } from '../../src/storage/s3.storage.js';
import { stoppedClock } from '../clock.js';
import { dropDatabase, ownDatabaseUrl } from '../databases.js';
import {
  createMember,
  createUser,
  ensurePlans,
  inContext,
  linkDesigner,
  signIn,
  TEST_PASSWORD,
  type TestUser,
} from '../factories.js';
import { PNG } from '../files.js';
import { ProjectFactory } from '../project-factory.js';
import { PrivateRedis } from '../private-redis.js';
import { ownDataDir } from '../raw-upload.js';
import { SmtpStandIn } from '../smtp-stand-in.js';
import { createTestApp, type TestApp } from '../test-app.js';
import { waitUntil } from '../wait-until.js';

const APP_URL = 'https://app.contentflow.test';
const DAY_MS = 24 * 3600 * 1000;
/** The workers' hops (relay, export, mail) may take a while on a busy machine. */
const HOPS = { timeoutMs: 90_000 };
/**
 * A database and a Redis of this file's own: its workers write to its bucket, and no other file's
 * relay or workers may take its events and jobs (nor may it count another's rows as its people's).
 */
const databaseUrl = ownDatabaseUrl('privacy');

type Person = TestUser & { auth: Record<string, string> };

interface Company {
  owner: Person;
  approver: Person;
  commenter: Person;
  viewer: Person;
}

interface ExportRow {
  id: string;
  status: string;
  expiresAt: string | null;
  bytes: number | null;
  url?: string;
}

interface ManifestFile {
  path: string;
  fileName: string;
  sizeBytes: number;
  sha256: string;
}

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** Follows a network's consent page (the stand-in's) to the code it hands the callback. */
async function consent(authorizationUrl: string): Promise<string> {
  const page = await (await fetch(authorizationUrl)).text();
  const href = /id="allow" href="([^"]+)"/.exec(page)?.[1];
  if (!href) throw new Error(`no consent link on the page: ${page}`);
  const callback = new URL(href.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code))));
  return callback.searchParams.get('code') ?? '';
}

/**
 * Privacy self-service (issue 41, docs/privacy.md) over HTTP, with the files in a bucket (the S3
 * stand-in), the mails through the SMTP stand-in and the workers running the jobs: each endpoint ×
 * role, a company's export (its manifest's checksums equal the files), its erasure 30 days after
 * the owner asked (no object left in the bucket, no row naming its people, the statistics as
 * before), cancelling, and a person's own data and account.
 */
describe('privacy: exports, erasure with grace, a person’s own data', () => {
  let s3: S3StandIn;
  let social: SocialStandIn;
  let redis: PrivateRedis;
  let app: TestApp;
  let workers: INestApplicationContext;
  let dataDir: string;
  const smtp = new SmtpStandIn();
  let admin: Person;
  let designer: Person;
  let stranger: Person;
  let company: Company;
  let factory: ProjectFactory;

  const call = (method: string, path: string, who: Person | null, payload?: unknown) =>
    app.request(method, path, { headers: who?.auth ?? {}, payload });

  async function member(clientId: string, role: MemberRole, name: string): Promise<Person> {
    const user = await createMember(app, clientId, role, { name, joined: true });
    return { ...user, auth: (await signIn(app, user)).auth };
  }

  async function person(role: 'client' | 'designer' | 'admin', name: string): Promise<Person> {
    const user = await createUser(app, role, name);
    return { ...user, auth: (await signIn(app, user)).auth };
  }

  async function newCompany(name: string): Promise<Company> {
    const owner = await person('client', name);
    await linkDesigner(app, owner.id, designer.id);
    return {
      owner,
      approver: await member(owner.id, 'approver', `${name} Freigabe`),
      commenter: await member(owner.id, 'commenter', `${name} Kommentar`),
      viewer: await member(owner.id, 'viewer', `${name} Lesen`),
    };
  }

  beforeAll(async () => {
    s3 = await startS3StandIn();
    social = await startSocialStandIn();
    redis = await PrivateRedis.start();
    dataDir = ownDataDir();
    await dropDatabase(databaseUrl);
    const smtpUrl = await smtp.start();
    const env = {
      DATA_DIR: dataDir,
      APP_URL,
      DATABASE_URL: databaseUrl,
      REDIS_URL: redis.url,
      ...s3.env,
      ...social.env,
    };
    ({ app } = await createTestApp(env));
    workers = await createWorkers(loadConfig({ ...process.env, ...env, SMTP_URL: smtpUrl }));
    await ensurePlans(app);
    factory = new ProjectFactory(app);
    [admin, designer, stranger] = await Promise.all([
      person('admin', 'Adrian Admin'),
      person('designer', 'Dora Design'),
      person('client', 'Fremde Firma AG'),
    ]);
    company = await newCompany('Zahnarztpraxis Zahn');
  });
  afterAll(async () => {
    await workers?.close();
    await app?.close();
    await smtp.stop();
    await s3?.close();
    await social?.close();
    await redis?.stop();
    await dropDatabase(databaseUrl);
    rmSync(dataDir, { recursive: true, force: true });
  });

  describe('the data export', () => {
    it('only owners and admins ask for it or list it; anyone else is refused', async () => {
      const path = `/api/clients/${company.owner.id}/data-exports`;
      for (const who of [company.approver, company.commenter, company.viewer, stranger, designer]) {
        expect((await call('POST', path, who)).statusCode).toBe(403);
        expect((await call('GET', path, who)).statusCode).toBe(403);
      }
      expect((await call('POST', path, null)).statusCode).toBe(401);
      expect((await call('GET', path, admin)).statusCode).toBe(200);
      expect((await call('GET', path, company.owner)).json<ExportRow[]>()).toEqual([]);
      expect((await call('POST', `/api/clients/${designer.id}/data-exports`, admin)).statusCode).toBe(404);
    });

    it('writes one ZIP of the company from the bucket: the manifest’s checksums are the files’; the owner gets the link', async () => {
      const designs = [
        { bytes: PNG, type: 'image/png', name: 'Entwurf eins.png' },
        { bytes: Buffer.concat([PNG, Buffer.from('zwei')]), type: 'image/png', name: 'Entwurf zwei.png' },
      ];
      const order = await factory.create({
        status: 'completed',
        clientId: company.owner.id,
        designerId: designer.id,
        adminId: admin.id,
        title: 'Frühlings-Aktion',
        designs,
      });
      const comment = await call('POST', `/api/projects/${order.id}/comments`, company.approver, {
        message: 'Sieht gut aus!',
      });
      expect(comment.statusCode).toBe(201);

      const path = `/api/clients/${company.owner.id}/data-exports`;
      const started = await call('POST', path, company.owner);
      expect(started.statusCode).toBe(202);
      expect(started.json()).toEqual({ id: expect.any(String), status: 'preparing' });
      // One at a time per company, whoever asks.
      const again = await call('POST', path, admin);
      expect(again.statusCode).toBe(429);
      expect(Number(again.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);

      const ready = await waitUntil(
        'the export written',
        async () => {
          const [row] = (await call('GET', path, company.owner)).json<ExportRow[]>();
          return row?.status === 'ready' ? row : null;
        },
        HOPS,
      );
      expect(ready.url).toMatch(new RegExp(`^/api/data-exports/${ready.id}/download\\?e=\\d+&s=`));
      const download = await fetch(`${app.baseUrl}${ready.url}`);
      expect(download.status).toBe(200);
      expect(download.headers.get('content-type')).toBe('application/zip');
      const bytes = new Uint8Array(await download.arrayBuffer());
      expect(bytes.length).toBe(ready.bytes);
      const zip = unzipSync(bytes);

      const manifest = JSON.parse(Buffer.from(zip['manifest.json']!).toString('utf8'));
      expect(manifest.company).toMatchObject({ id: company.owner.id, name: 'Zahnarztpraxis Zahn' });
      expect(manifest.members.map((m: { role: string }) => m.role).sort()).toEqual(
        ['approver', 'commenter', 'owner', 'viewer'].sort(),
      );
      const [exported] = manifest.orders;
      expect(exported.title).toBe('Frühlings-Aktion');
      expect(exported.comments).toEqual([
        expect.objectContaining({ author: 'Zahnarztpraxis Zahn Freigabe', message: 'Sieht gut aus!' }),
      ]);
      const files: ManifestFile[] = exported.versions.flatMap((version: { files: ManifestFile[] }) => version.files);
      expect(files.map((file) => file.fileName).sort()).toEqual(['Entwurf eins.png', 'Entwurf zwei.png']);
      for (const file of files) {
        const inZip = zip[file.path];
        expect(inZip).toBeDefined();
        expect(sha256(inZip!)).toBe(file.sha256);
        expect(file.sizeBytes).toBe(inZip!.length);
        const original = designs.find((design) => design.name === file.fileName)!;
        expect(file.sha256).toBe(sha256(original.bytes));
      }
      expect(manifest).toEqual(
        expect.objectContaining({
          scheduledPosts: [],
          monthPlans: [],
          planRequests: [],
          brand: null,
        }),
      );

      // The owners' mail carries the signed link; the approver gets none.
      const mail = await waitUntil(
        'the export mail',
        () => smtp.to(company.owner.email).find((m) => m.subject === 'Dein Daten-Export ist bereit'),
        HOPS,
      );
      expect(mail.subject).toBe('Dein Daten-Export ist bereit');
      expect(mail.text).toContain(`${APP_URL}${ready.url}`);
      expect(smtp.to(company.approver.email).filter((m) => m.subject.includes('Export'))).toEqual([]);

      // A forged or foreign link opens nothing.
      expect((await call('GET', ready.url!.replace(/s=[^&]+$/, 's=forged'), null)).statusCode).toBe(403);
      expect((await call('GET', `/api/data-exports/${ready.id}/download`, null)).statusCode).toBe(403);
      // Once ready, the next export may start (an admin asks for it).
      expect((await call('POST', path, admin)).statusCode).toBe(202);
    }, 240_000);
  });

  describe('a person’s own data and account', () => {
    it('GET /api/me/data answers the caller’s own data, for every role', async () => {
      for (const who of [company.owner, company.approver, company.viewer, designer, admin, stranger]) {
        const answer = await call('GET', '/api/me/data', who);
        expect(answer.statusCode).toBe(200);
        expect(answer.json()).toMatchObject({ profile: { id: who.id, email: who.email } });
        expect(answer.json<{ sessions: unknown[] }>().sessions.length).toBeGreaterThan(0);
      }
      const approver = (await call('GET', '/api/me/data', company.approver)).json<{
        memberships: { clientId: string; role: string }[];
        messages: { text: string }[];
      }>();
      expect(approver.memberships).toEqual([
        expect.objectContaining({ clientId: company.owner.id, role: 'approver', companyName: 'Zahnarztpraxis Zahn' }),
      ]);
      expect(approver.messages.map((message) => message.text)).toContain('Sieht gut aus!');
      expect((await call('GET', '/api/me/data', null)).statusCode).toBe(401);
    });

    it('DELETE /api/me/account: the password first; never the last owner, a designer with open orders or an admin', async () => {
      expect((await call('DELETE', '/api/me/account', company.viewer, { currentPassword: 'falsch' })).statusCode).toBe(
        400,
      );
      const lastOwner = await call('DELETE', '/api/me/account', company.owner, { currentPassword: TEST_PASSWORD });
      expect(lastOwner.statusCode).toBe(409);
      expect(lastOwner.json()).toMatchObject({ code: 'LAST_OWNER' });
      await factory.create({ status: 'in_progress', clientId: stranger.id, designerId: designer.id });
      const busy = await call('DELETE', '/api/me/account', designer, { currentPassword: TEST_PASSWORD });
      expect(busy.statusCode).toBe(409);
      expect(busy.json()).toMatchObject({ code: 'OPEN_ORDERS' });
      expect((await call('DELETE', '/api/me/account', admin, { currentPassword: TEST_PASSWORD })).statusCode).toBe(403);
    });

    it('a member leaves: its account and personal data go, its messages stay by «Ehemaliges Mitglied»', async () => {
      const leaving = await member(company.owner.id, 'commenter', 'Lina Geht');
      const order = await factory.create({
        status: 'in_progress',
        clientId: company.owner.id,
        designerId: designer.id,
      });
      expect(
        (await call('POST', `/api/projects/${order.id}/comments`, leaving, { message: 'Ich bin bald weg' })).statusCode,
      ).toBe(201);
      await servedTwice(leaving);
      expect((await call('DELETE', '/api/me/account', leaving, { currentPassword: TEST_PASSWORD })).statusCode).toBe(
        204,
      );
      expect((await call('GET', '/api/notifications', leaving)).statusCode).toBe(401);
      expect((await call('GET', '/api/me/data', leaving)).statusCode).toBe(401);
      const comments = (await call('GET', `/api/projects/${order.id}/comments`, company.owner)).json<
        { message: string; author: { name: string } | null }[]
      >();
      expect(comments).toEqual([
        expect.objectContaining({
          message: 'Ich bin bald weg',
          author: expect.objectContaining({ name: 'Ehemaliges Mitglied' }),
        }),
      ]);
      const members = (await call('GET', `/api/clients/${company.owner.id}/members`, company.owner)).json<
        { userId: string }[]
      >();
      expect(members.map((m) => m.userId)).not.toContain(leaving.id);
      const left = await inContext(app, (em) =>
        em
          .getConnection()
          .execute<{ email: string; name: string }[]>('select email, name from account where id = ?', [leaving.id]),
      );
      expect(left).toEqual([{ email: `deleted-${leaving.id}@deleted.invalid`, name: 'Ehemaliges Mitglied' }]);
      expect((await signInAnswer(leaving)).statusCode).toBe(401);
    });
  });

  /** Served twice, so the API's copy of the account's standing is made and used (issue 40). */
  async function servedTwice(who: Person): Promise<void> {
    expect((await call('GET', '/api/notifications', who)).statusCode).toBe(200);
    expect((await call('GET', '/api/notifications', who)).statusCode).toBe(200);
  }

  async function signInAnswer(who: TestUser) {
    return app.request('POST', '/api/auth/sign-in', { payload: { email: who.email, password: who.password } });
  }

  describe('the erasure with 30 days of grace', () => {
    it('only the owner schedules it, typing the company’s name; owners and admins cancel; admins list and execute', async () => {
      const other = await newCompany('Bäckerei Brot');
      const path = `/api/clients/${other.owner.id}/erasure`;
      const confirm = { confirm: 'Bäckerei Brot' };
      for (const who of [other.approver, other.commenter, other.viewer, stranger, designer, admin])
        expect((await call('POST', path, who, confirm)).statusCode).toBe(403);
      expect((await call('POST', path, other.owner, { confirm: 'Bäckerei' })).statusCode).toBe(400);
      expect((await call('DELETE', path, other.owner)).statusCode).toBe(404);
      for (const who of [other.owner, admin]) expect((await call('GET', path, who)).statusCode).toBe(404);

      const scheduled = await call('POST', path, other.owner, confirm);
      expect(scheduled.statusCode).toBe(202);
      const { scheduledFor } = scheduled.json<{ scheduledFor: string }>();
      expect(Date.parse(scheduledFor) - Date.now()).toBeGreaterThan(29 * DAY_MS);
      // The pending erasure, for the owner and admins; 403 for everyone else.
      for (const who of [other.owner, admin]) {
        const read = await call('GET', path, who);
        expect(read.statusCode).toBe(200);
        expect(read.json()).toEqual({ scheduledFor, requestedAt: expect.any(String), started: false });
      }
      for (const who of [other.approver, other.commenter, other.viewer, stranger, designer])
        expect((await call('GET', path, who)).statusCode).toBe(403);

      for (const who of [other.owner, designer, stranger])
        expect((await call('GET', '/api/admin/erasures', who)).statusCode).toBe(403);
      const pending = (await call('GET', '/api/admin/erasures', admin)).json<
        { clientId: string; companyName: string }[]
      >();
      expect(pending).toContainEqual(
        expect.objectContaining({ clientId: other.owner.id, companyName: 'Bäckerei Brot' }),
      );

      for (const who of [other.approver, other.viewer, stranger, designer])
        expect((await call('DELETE', path, who)).statusCode).toBe(403);
      expect((await call('DELETE', path, other.owner)).statusCode).toBe(204);
      expect((await call('GET', path, other.owner)).statusCode).toBe(404);
      expect(
        (await call('GET', '/api/admin/erasures', admin)).json<{ clientId: string }[]>().map((e) => e.clientId),
      ).not.toContain(other.owner.id);
      expect((await call('POST', path, other.owner, confirm)).statusCode).toBe(202);
      expect((await call('DELETE', path, admin)).statusCode).toBe(204);
      for (const who of [other.owner, designer])
        expect((await call('POST', `/api/admin/erasures/${other.owner.id}/execute`, who)).statusCode).toBe(403);
      expect((await call('POST', `/api/admin/erasures/${other.owner.id}/execute`, admin)).statusCode).toBe(404);

      // The admin's «Jetzt löschen»: the company is gone at once.
      expect((await call('POST', path, other.owner, confirm)).statusCode).toBe(202);
      expect((await call('POST', `/api/admin/erasures/${other.owner.id}/execute`, admin)).statusCode).toBe(204);
      expect((await call('GET', `/api/admin/clients/${other.owner.id}`, admin)).statusCode).toBe(404);
      const audit = await inContext(app, (em) =>
        em
          .getConnection()
          .execute<{ actor_id: string; details: Record<string, unknown> }[]>(
            `select actor_id, details from audit_record where action = 'company.erased' and target_id = ?`,
            [other.owner.id],
          ),
      );
      expect(audit).toEqual([
        {
          actor_id: admin.id,
          details: expect.objectContaining({ requestedBy: other.owner.id, executedBy: admin.id, members: 4 }),
        },
      ]);
    });

    it('runs 30 days after the owner asked: no object left in the bucket, no row naming its people, the statistics as before', async () => {
      const month = new Date().toISOString().slice(0, 7);
      const stats = async () => ({
        admin: (await call('GET', `/api/admin/designer-stats?month=${month}`, admin))
          .json<{ designers: { id: string }[] }>()
          .designers.find((row) => row.id === designer.id),
        designer: (await call('GET', '/api/designer/stats', designer)).json(),
      });
      // A second order with a logo and an admin's review, so every kind of count is in play.
      await factory.create({
        status: 'review',
        clientId: company.owner.id,
        designerId: designer.id,
        adminId: admin.id,
        contentType: 'reel',
      });
      const before = await stats();
      expect(before.admin).toBeDefined();

      // A TikTok account the company connected: its access ends at TikTok too.
      const tiktok = app.get<SocialNetworks>(SocialNetworks).client('tiktok');
      const verifier = randomBytes(32).toString('base64url');
      const redirectUri = `${APP_URL}/api/social/callback/tiktok`;
      const code = await consent(
        tiktok.authorizationUrl({
          state: 's',
          redirectUri,
          codeChallenge: createHash('sha256').update(verifier).digest('base64url'),
        }),
      );
      const [connected] = await tiktok.connect(code, redirectUri, verifier);
      const box = app.get<SocialTokenBox>(SocialTokenBox);
      await inContext(app, async (em) => {
        const id = randomUUID();
        const account = em.create(SocialAccount, {
          id,
          client: company.owner.id,
          network: 'tiktok',
          externalId: connected!.externalId,
          name: connected!.name,
          accessToken: box.seal(connected!.tokens.accessToken, id),
          refreshToken: null,
          status: 'connected',
          connectedAt: new Date(),
        });
        // Its avatar, copied into the bucket as the connection's callback does.
        await app.get<AccountPictures>(AccountPictures).keep(account, connected!.pictureUrl);
        await em.flush();
      });
      const [socialAccount] = (
        await call('GET', `/api/clients/${company.owner.id}/social-accounts`, company.owner)
      ).json<{ picture: string | null }[]>();
      const avatar = await fetch(socialAccount!.picture!);
      expect(avatar.headers.get('content-type')).toBe('image/png');
      expect(
        Buffer.from(await avatar.arrayBuffer())
          .subarray(1, 4)
          .toString(),
      ).toBe('PNG');
      const granted = { externalId: connected!.externalId, accessToken: connected!.tokens.accessToken };
      await tiktok.metrics(granted, { externalId: '1' }).catch((error: unknown) => {
        // Any answer but a refused token: the token works before the erasure.
        if (error instanceof NetworkError && error.failure === 'auth') throw error;
      });

      const people = [company.owner, company.approver, company.commenter, company.viewer];
      const clock = stoppedClock(app, new Date());
      const asked = clock.now();
      const scheduled = await call('POST', `/api/clients/${company.owner.id}/erasure`, company.owner, {
        confirm: ' zahnarztpraxis ZAHN ',
      });
      expect(scheduled.statusCode).toBe(202);
      expect(scheduled.json()).toEqual({ scheduledFor: new Date(asked.getTime() + 30 * DAY_MS).toISOString() });
      for (const who of people) {
        const mail = await waitUntil(
          `the erasure mail to ${who.name}`,
          () => smtp.to(who.email).find((m) => m.subject.startsWith('Die Firma Zahnarztpraxis Zahn wird am')),
          HOPS,
        );
        expect(mail.text).toContain('«Daten & Datenschutz»');
      }

      const erasures = app.get<Erasures>(Erasures);
      clock.set(new Date(asked.getTime() + 30 * DAY_MS - 60_000));
      expect(await erasures.runDue()).toEqual({ erased: 0, failed: 0 });
      expect((await call('GET', '/api/me/data', company.viewer)).statusCode).toBe(200);
      clock.set(new Date(asked.getTime() + 30 * DAY_MS));
      for (const who of people) await servedTwice(who);
      expect(await erasures.runDue()).toEqual({ erased: 1, failed: 0 });
      // Their access tokens are refused at once, not when the copy would have aged out.
      for (const who of people) expect((await call('GET', '/api/notifications', who)).statusCode).toBe(401);
      expect(await erasures.runDue()).toEqual({ erased: 0, failed: 0 });

      // TikTok no longer takes the company's token.
      const refused = await tiktok.metrics(granted, { externalId: '1' }).then(
        () => null,
        (error: unknown) => error,
      );
      expect(refused).toBeInstanceOf(NetworkError);
      expect((refused as NetworkError).failure).toBe('auth');

      // Nothing left in the bucket (every object there was the company's).
      const storage = app.get<FileStorage>(FileStorage) as S3Storage;
      const listed = await storage.client.send(new ListObjectsV2Command({ Bucket: s3.bucket }));
      expect(listed.Contents ?? []).toEqual([]);

      // No row names its people: their ids, e-mails and names appear in no table (the audit record
      // keeps ids only: who asked, and the company's).
      const ids = people.map((who) => who.id);
      const words = [...people.map((who) => who.email), ...people.map((who) => who.name), 'Zahnarztpraxis'];
      const naming = await inContext(app, async (em) => {
        const tables = await em
          .getConnection()
          .execute<{ table_name: string }[]>(
            `select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
          );
        const found: string[] = [];
        for (const { table_name } of tables) {
          const searched = table_name === 'audit_record' ? words : [...ids, ...words];
          const [row] = await em
            .getConnection()
            .execute<{ n: string }[]>(
              `select count(*) as n from "${table_name}" t where exists (select 1 from unnest(?::text[]) w(word) where row_to_json(t)::text ilike '%' || w.word || '%')`,
              [`{${searched.map((word) => `"${word}"`).join(',')}}`],
            );
          if (Number(row!.n)) found.push(table_name);
        }
        return found;
      });
      expect(naming).toEqual([]);

      // The designers' statistics and the agency's month count the erased orders as before.
      expect(await stats()).toEqual(before);
      for (const who of people) expect((await signInAnswer(who)).statusCode).toBe(401);
    }, 240_000);
  });
  describe('when a run dies half-way, and when the days are over', () => {
    it('an erasure whose worker died after removing some files is finished by the next run, and can no longer be cancelled', async () => {
      const other = await newCompany('Metzgerei Murks');
      await factory.create({
        status: 'completed',
        clientId: other.owner.id,
        designerId: designer.id,
        adminId: admin.id,
        designs: [
          { bytes: PNG, type: 'image/png', name: 'a.png' },
          { bytes: Buffer.concat([PNG, Buffer.from('b')]), type: 'image/png', name: 'b.png' },
        ],
      });
      const path = `/api/clients/${other.owner.id}/erasure`;
      expect((await call('POST', path, other.owner, { confirm: 'Metzgerei Murks' })).statusCode).toBe(202);

      // The storage fails on the second object, as a worker killed there would stop.
      const storage = app.get<FileStorage>(FileStorage);
      const remove = storage.remove.bind(storage);
      let calls = 0;
      storage.remove = async (key: string) => {
        calls += 1;
        if (calls === 2) throw new Error('killed');
        return remove(key);
      };
      try {
        expect((await call('POST', `/api/admin/erasures/${other.owner.id}/execute`, admin)).statusCode).toBe(500);
      } finally {
        storage.remove = remove;
      }
      const pending = (await call('GET', '/api/admin/erasures', admin)).json<
        { clientId: string; started: boolean }[]
      >();
      expect(pending).toContainEqual(expect.objectContaining({ clientId: other.owner.id, started: true }));
      expect((await call('GET', path, other.owner)).json()).toEqual(expect.objectContaining({ started: true }));
      expect((await call('DELETE', path, other.owner)).statusCode).toBe(409);
      expect((await call('GET', '/api/me/data', other.viewer)).statusCode).toBe(200);

      expect(await app.get<Erasures>(Erasures).runDue()).toEqual({ erased: 1, failed: 0 });
      expect((await call('GET', '/api/me/data', other.viewer)).statusCode).toBe(401);
      const listed = await (storage as S3Storage).client.send(new ListObjectsV2Command({ Bucket: s3.bucket }));
      expect(listed.Contents ?? []).toEqual([]);
      const audits = await inContext(app, (em) =>
        em
          .getConnection()
          .execute<{ details: { executedBy: string; files: number } }[]>(
            `select details from audit_record where action = 'company.erased' and target_id = ?`,
            [other.owner.id],
          ),
      );
      expect(audits).toEqual([{ details: expect.objectContaining({ executedBy: admin.id, files: 2 }) }]);
      // The company is gone, and its erasure with it.
      expect((await call('GET', path, admin)).statusCode).toBe(404);
    }, 240_000);

    it('an export expires after its 7 days: the ZIP leaves the bucket, the link answers 403; the row goes after the retention', async () => {
      // The clock runs from now (an earlier test left it 30 days ahead).
      const start = new Date();
      const clock = stoppedClock(app, start);
      const owner = await person('client', 'Velo Vogel');
      const path = `/api/clients/${owner.id}/data-exports`;
      expect((await call('POST', path, owner)).statusCode).toBe(202);
      const ready = await waitUntil(
        'the export written',
        async () => {
          const [row] = (await call('GET', path, owner)).json<ExportRow[]>();
          return row?.status === 'ready' ? row : null;
        },
        HOPS,
      );
      const storage = app.get<FileStorage>(FileStorage) as S3Storage;
      const objects = async () =>
        ((await storage.client.send(new ListObjectsV2Command({ Bucket: s3.bucket }))).Contents ?? []).map((o) => o.Key);
      expect(await objects()).toEqual([`exports/${owner.id}/${ready.id}.zip`]);

      clock.set(new Date(Date.parse(ready.expiresAt!) + 60_000));
      const retention = app.get<Retention>(Retention);
      expect(await retention.purge()).toMatchObject({ expiredExports: 1, dataExports: 0 });
      expect(await objects()).toEqual([]);
      expect((await call('GET', path, owner)).json<ExportRow[]>()).toEqual([
        expect.objectContaining({ id: ready.id, status: 'expired' }),
      ]);
      expect((await call('GET', path, owner)).json<ExportRow[]>()[0]).not.toHaveProperty('url');
      expect((await fetch(`${app.baseUrl}${ready.url}`)).status).toBe(403);

      clock.set(new Date(start.getTime() + 31 * DAY_MS));
      expect(await retention.purge()).toMatchObject({ dataExports: 1 });
      expect((await call('GET', path, owner)).json<ExportRow[]>()).toEqual([]);
    }, 240_000);
    it('purges what outlived its days: guest links, the records of sent mails, delivered events; keeps what is younger', async () => {
      stoppedClock(app, new Date());
      const owner = await person('client', 'Kiosk Kurz');
      const order = await factory.create({ status: 'in_progress', clientId: owner.id, designerId: designer.id });
      const day = (n: number) => new Date(Date.now() - n * DAY_MS);
      const ids = await inContext(app, async (em) => {
        const sql = em.getConnection();
        const [old, young] = [randomUUID(), randomUUID()];
        for (const [id, expired] of [
          [old, day(91)],
          [young, day(89)],
        ] as const)
          await sql.execute(
            `insert into guest_link (id, project_id, created_at, expires_at, token_hash, name, role) values (?, ?, ?, ?, ?, 'Gast', 'view')`,
            [id, order.id, day(120), expired, randomBytes(32).toString('hex')],
          );
        const [oldEvent, youngEvent] = [randomUUID(), randomUUID()];
        for (const [id, sent] of [
          [oldEvent, day(8)],
          [youngEvent, day(6)],
        ] as const) {
          await sql.execute(
            `insert into outbox_event (id, type, payload, created_at, sent_at, attempts) values (?, 'QuotaRenewed', '{}', ?, ?, 0)`,
            [id, sent, sent],
          );
          await sql.execute(
            `insert into sent_mail (event_id, recipient_id, template, message_id, sent_at) values (?, ?, 'quota-renewed', 'm', ?)`,
            [id, owner.id, id === oldEvent ? day(181) : day(179)],
          );
        }
        return { old, young, oldEvent, youngEvent };
      });
      const purged = await app.get<Retention>(Retention).purge();
      expect(purged.guestLinks).toBeGreaterThanOrEqual(1);
      expect(purged.sentMails).toBeGreaterThanOrEqual(1);
      expect(purged.deliveredEvents).toBeGreaterThanOrEqual(1);
      const left = await inContext(app, async (em) => {
        const sql = em.getConnection();
        const count = async (table: string, column: string, id: string) =>
          Number(
            (await sql.execute<{ n: string }[]>(`select count(*) as n from ${table} where ${column} = ?`, [id]))[0]!.n,
          );
        return {
          oldLink: await count('guest_link', 'id', ids.old),
          youngLink: await count('guest_link', 'id', ids.young),
          oldMail: await count('sent_mail', 'event_id', ids.oldEvent),
          youngMail: await count('sent_mail', 'event_id', ids.youngEvent),
          oldEvent: await count('outbox_event', 'id', ids.oldEvent),
          youngEvent: await count('outbox_event', 'id', ids.youngEvent),
        };
      });
      expect(left).toEqual({ oldLink: 0, youngLink: 1, oldMail: 0, youngMail: 1, oldEvent: 0, youngEvent: 1 });
    });
  });
});
