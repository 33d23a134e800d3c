import { emptyDatabaseOfOwn } from '../databases.js';

describe('the one_brand_record migration', () => {
  /** A database of this file's own, migrated up to the brand's merge and then through it. */
  const orm = emptyDatabaseOfOwn('brand_migration');

  it("merges the admin's brand fields into the brand where it has none, keeps what the client set, and generates the brand name", async () => {
    await orm().migrator.up({ to: 'Migration20261126170000_password_links' });
    const db = orm().em.getConnection();
    const id = (n: number) => `00000000-0000-4000-8000-00000000000${n}`;
    await db.execute(`insert into account (id, email, password_hash, name, created_at, updated_at)
      values ('${id(1)}', 'a@example.ch', 'x', 'A', now(), now()), ('${id(2)}', 'b@example.ch', 'x', 'B', now(), now()), ('${id(3)}', 'c@example.ch', 'x', 'C', now(), now())`);
    const brand = (n: number, name: string | null, primary: string, font: string, data: object) =>
      db.execute(
        `insert into branding (client_id, brand_name, color_primary, color_secondary, font, branding_data, created_at, updated_at)
         values (?, ?, ?, '#ffffff', ?, ?::jsonb, now(), now())`,
        [id(n), name, primary, font, JSON.stringify(data)],
      );
    // Only the admin's form wrote it; the client filled its own brand; a name the client cleared.
    await brand(1, 'Brotwerk', '#112233', 'Roboto', {});
    await brand(2, 'Alt', '#00AEEF', 'Inter', {
      clientName: 'Neu',
      colorPrimary: '#ABCDEF',
      displayFont: 'Lora',
      industry: 'Käse',
    });
    await brand(3, null, 'kaputt', '', { clientName: '' });

    await orm().migrator.up();

    const rows = await db.execute<
      { client_id: string; brand_name: string | null; branding_data: Record<string, unknown> }[]
    >(`select client_id, brand_name, branding_data from branding order by client_id`);
    expect(rows).toEqual([
      {
        client_id: id(1),
        brand_name: 'Brotwerk',
        branding_data: {
          clientName: 'Brotwerk',
          colorPrimary: '#112233',
          colorSecondary1: '#FFFFFF',
          displayFont: 'Roboto',
          textFont: 'Roboto',
        },
      },
      {
        client_id: id(2),
        brand_name: 'Neu',
        branding_data: {
          clientName: 'Neu',
          colorPrimary: '#ABCDEF',
          colorSecondary1: '#FFFFFF',
          displayFont: 'Lora',
          textFont: 'Inter',
          industry: 'Käse',
        },
      },
      { client_id: id(3), brand_name: null, branding_data: { clientName: '', colorSecondary1: '#FFFFFF' } },
    ]);
    const columns = await db.execute<{ column_name: string }[]>(
      `select column_name from information_schema.columns where table_name = 'branding' order by column_name`,
    );
    expect(columns.map((column) => column.column_name)).not.toEqual(expect.arrayContaining(['color_primary']));
    // The generated name follows the brand.
    await db.execute(
      `update branding set branding_data = branding_data || '{"clientName":"Ofenfrisch"}'::jsonb where client_id = ?`,
      [id(1)],
    );
    expect(
      (await db.execute<{ brand_name: string }[]>(`select brand_name from branding where client_id = ?`, [id(1)]))[0]
        ?.brand_name,
    ).toBe('Ofenfrisch');
  });
});
