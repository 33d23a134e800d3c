import { Migration } from '@mikro-orm/migrations';

/**
 * Links in e-mails (issue 22, docs/security.md "Links in e-mails"): a set-password link is bound to
 * the account's state when it was made (`account_state`, a SHA-256) and can be ended before use
 * (`revoked_at`). Links made before carry no state: the open ones end now (an admin sends a new one).
 */
export class Migration20261126170000_password_links extends Migration {
  override name = 'Migration20261126170000_password_links';

  override up(): void | Promise<void> {
    this.addSql(
      `alter table "password_setup_token" add column "account_state" varchar(64) not null default '', add column "revoked_at" timestamptz null;`,
    );
    this.addSql(`alter table "password_setup_token" alter column "account_state" drop default;`);
    this.addSql(`update "password_setup_token" set "revoked_at" = now() where "used_at" is null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "password_setup_token" drop column "account_state", drop column "revoked_at";`);
  }
}
