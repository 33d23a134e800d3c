import { Migration } from '@mikro-orm/migrations';

/**
 * One brand record (issue 23): the admin's brand fields (`brand_name`, `color_primary`,
 * `color_secondary`, `font`) were a second record beside the brand the client's Branding-System
 * edits (`branding_data`). They are merged into the brand: a field the brand already holds (its key
 * present and not empty) stays, else the admin's value fills it (the font both fonts). Then the
 * columns go; `brand_name` comes back generated from the brand's name, so the lists' search and
 * its index keep working without a copy anyone could let drift.
 */
export class Migration20261126192000_one_brand_record extends Migration {
  override name = 'Migration20261126192000_one_brand_record';

  override up(): void | Promise<void> {
    const keep = (key: string) => `coalesce(nullif(branding_data->>'${key}', ''), '') <> ''`;
    this.addSql(`
      update "branding" set "branding_data" = "branding_data"
        || case when ${keep('clientName')} or coalesce(trim("brand_name"), '') = '' then '{}'::jsonb
                else jsonb_build_object('clientName', left(trim("brand_name"), 200)) end
        || case when ${keep('colorPrimary')} or "color_primary" !~ '^#[0-9a-fA-F]{6}$' then '{}'::jsonb
                else jsonb_build_object('colorPrimary', upper("color_primary")) end
        || case when ${keep('colorSecondary1')} or "color_secondary" !~ '^#[0-9a-fA-F]{6}$' then '{}'::jsonb
                else jsonb_build_object('colorSecondary1', upper("color_secondary")) end
        || case when ${keep('displayFont')} or coalesce(trim("font"), '') = '' then '{}'::jsonb
                else jsonb_build_object('displayFont', left(trim("font"), 200)) end
        || case when ${keep('textFont')} or coalesce(trim("font"), '') = '' then '{}'::jsonb
                else jsonb_build_object('textFont', left(trim("font"), 200)) end;`);
    this.addSql(`drop index if exists "branding_brand_name_index";`);
    this.addSql(
      `alter table "branding" drop column "brand_name", drop column "color_primary", drop column "color_secondary", drop column "font";`,
    );
    this.addSql(
      `alter table "branding" add column "brand_name" varchar(200) generated always as (nullif("branding_data"->>'clientName', '')) stored;`,
    );
    this.addSql(`create index "branding_brand_name_index" on "branding" (lower("brand_name"));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index if exists "branding_brand_name_index";`);
    this.addSql(`alter table "branding" drop column "brand_name";`);
    this.addSql(`alter table "branding"
      add column "brand_name" varchar(200) null,
      add column "color_primary" varchar(20) not null default '#00AEEF',
      add column "color_secondary" varchar(20) not null default '#FFFFFF',
      add column "font" varchar(100) not null default 'Inter';`);
    this.addSql(`update "branding" set
      "brand_name" = nullif("branding_data"->>'clientName', ''),
      "color_primary" = coalesce(nullif("branding_data"->>'colorPrimary', ''), '#00AEEF'),
      "color_secondary" = coalesce(nullif("branding_data"->>'colorSecondary1', ''), '#FFFFFF'),
      "font" = left(coalesce(nullif("branding_data"->>'displayFont', ''), 'Inter'), 100);`);
    this.addSql(`create index "branding_brand_name_index" on "branding" (lower("brand_name"));`);
  }
}
