import { MikroORM } from '@mikro-orm/postgresql';
import { MIGRATIONS } from '../../../migrations/index.js';
import { ormConfig } from '../../src/database/mikro-orm.config.js';
import { ensureDatabase } from '../../src/database/ensure-database.js';
import { dropDatabase, ownDatabaseUrl } from '../databases.js';

/** A database of this file's own, migrated up to the migration before ours, then through it and back. */
const databaseUrl = ownDatabaseUrl('private_files');
const OURS = 'Migration20261123120000_private_files';
const before = MIGRATIONS[MIGRATIONS.findIndex((m) => m.name === OURS) - 1].name;

const PROJECT = '00000000-0000-4000-8000-0000000000a1';
const KEY = `${PROJECT}/final_1795387379733-1.png`;

describe('the private_files migration', () => {
  let orm: MikroORM;

  beforeAll(async () => {
    await dropDatabase(databaseUrl);
    await ensureDatabase(databaseUrl);
    orm = await MikroORM.init(ormConfig({ databaseUrl, poolMax: 2 }));
  });
  afterAll(async () => {
    await orm.close(true);
    await dropDatabase(databaseUrl);
  });

  it('drops the stored public URLs, and puts them back on the way down', async () => {
    await orm.migrator.up({ to: before });
    const db = orm.em.getConnection();
    await db.execute(`insert into account (id, email, password_hash, name, created_at, updated_at)
      values ('00000000-0000-4000-8000-000000000001', 'a@example.ch', 'x', 'A', now(), now())`);
    await db.execute(`insert into project (id, client_id, title, description, content_type, status, image_urls, created_at, updated_at)
      values ('${PROJECT}', '00000000-0000-4000-8000-000000000001', 'Auftrag', 'Inhalt', 'post', 'admin_review', '["/files/${KEY}"]', now(), now())`);
    await db.execute(`insert into attachment (id, project_id, storage_key, file_url, file_name, file_type, size_bytes, is_final_design, created_at)
      values (gen_random_uuid(), '${PROJECT}', '${KEY}', '/files/${KEY}', 'entwurf.png', 'image/png', 10, true, now())`);

    await orm.migrator.up({ to: OURS });
    const columns = await db.execute<{ column_name: string }[]>(
      `select column_name from information_schema.columns where table_name = 'attachment'`,
    );
    expect(columns.map((c) => c.column_name)).not.toContain('file_url');
    expect(await db.execute(`select image_urls from project`)).toEqual([{ image_urls: [] }]);
    expect(await db.execute(`select storage_key from attachment`)).toEqual([{ storage_key: KEY }]);

    await orm.migrator.down({ to: before });
    expect(await db.execute(`select file_url from attachment`)).toEqual([{ file_url: `/files/${KEY}` }]);
    expect(await db.execute(`select image_urls from project`)).toEqual([{ image_urls: [`/files/${KEY}`] }]);
  });
});
