import { Migration } from '@mikro-orm/migrations';

/**
 * The connected accounts' pictures (issue 42, the preview per network): the storage key of the
 * picture copied from the network when the account was connected.
 */
export class Migration20261129120000_social_account_picture extends Migration {
  override name = 'Migration20261129120000_social_account_picture';

  override up(): void | Promise<void> {
    this.addSql(`alter table "social_account" add column "picture_key" varchar(300) null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "social_account" drop column "picture_key";`);
  }
}
