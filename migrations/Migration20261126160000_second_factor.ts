import { Migration } from '@mikro-orm/migrations';

/**
 * The second factor (docs/security.md "Second factor"): the authenticator app's secret (encrypted)
 * with its last used time step, the recovery codes (hashed), passkeys, the open second step of a
 * sign-in and of a passkey registration, the admins' audit record, and `account.mfa_enabled`, which
 * the per-request session check reads from the row it loads anyway.
 */
export class Migration20261126160000_second_factor extends Migration {
  override name = 'Migration20261126160000_second_factor';

  override up(): void | Promise<void> {
    this.addSql(`alter table "account" add column "mfa_enabled" boolean not null default false;`);

    this.addSql(`create table "totp_factor" (
      "account_id" uuid not null,
      "secret" text null,
      "pending_secret" text null,
      "confirmed_at" timestamptz null,
      "last_used_step" int null,
      "updated_at" timestamptz not null,
      primary key ("account_id"));`);
    this.addSql(
      `alter table "totp_factor" add constraint "totp_factor_account_id_foreign" foreign key ("account_id") references "account" ("id") on update cascade on delete cascade;`,
    );

    this.addSql(`create table "recovery_code" (
      "id" uuid not null,
      "account_id" uuid not null,
      "code_hash" varchar(64) not null,
      "used_at" timestamptz null,
      "created_at" timestamptz not null,
      primary key ("id"));`);
    this.addSql(`create index "recovery_code_account_id_index" on "recovery_code" ("account_id");`);
    this.addSql(
      `alter table "recovery_code" add constraint "recovery_code_account_id_code_hash_unique" unique ("account_id", "code_hash");`,
    );
    this.addSql(
      `alter table "recovery_code" add constraint "recovery_code_account_id_foreign" foreign key ("account_id") references "account" ("id") on delete cascade;`,
    );

    this.addSql(`create table "passkey" (
      "id" uuid not null,
      "account_id" uuid not null,
      "credential_id" varchar(1400) not null,
      "public_key" text not null,
      "counter" bigint not null default 0,
      "transports" jsonb not null default '[]',
      "name" varchar(100) not null,
      "created_at" timestamptz not null,
      "last_used_at" timestamptz null,
      primary key ("id"));`);
    this.addSql(`create index "passkey_account_id_index" on "passkey" ("account_id");`);
    this.addSql(`alter table "passkey" add constraint "passkey_credential_id_unique" unique ("credential_id");`);
    this.addSql(
      `alter table "passkey" add constraint "passkey_account_id_foreign" foreign key ("account_id") references "account" ("id") on delete cascade;`,
    );

    this.addSql(`create table "mfa_sign_in" (
      "token_hash" varchar(64) not null,
      "account_id" uuid not null,
      "session_version" int not null,
      "attempts" int not null default 0,
      "passkey_challenge" varchar(200) null,
      "expires_at" timestamptz not null,
      "created_at" timestamptz not null,
      primary key ("token_hash"));`);
    this.addSql(`create index "mfa_sign_in_account_id_index" on "mfa_sign_in" ("account_id");`);
    this.addSql(`create index "mfa_sign_in_expires_at_index" on "mfa_sign_in" ("expires_at");`);
    this.addSql(
      `alter table "mfa_sign_in" add constraint "mfa_sign_in_account_id_foreign" foreign key ("account_id") references "account" ("id") on delete cascade;`,
    );

    this.addSql(`create table "passkey_registration" (
      "account_id" uuid not null,
      "challenge" varchar(200) not null,
      "expires_at" timestamptz not null,
      primary key ("account_id"));`);
    this.addSql(
      `alter table "passkey_registration" add constraint "passkey_registration_account_id_foreign" foreign key ("account_id") references "account" ("id") on update cascade on delete cascade;`,
    );

    this.addSql(`create table "audit_record" (
      "id" uuid not null,
      "actor_id" uuid null,
      "action" varchar(100) not null,
      "target_id" uuid null,
      "details" jsonb not null,
      "created_at" timestamptz not null,
      primary key ("id"));`);
    this.addSql(`create index "audit_record_target_id_index" on "audit_record" ("target_id");`);
    this.addSql(`create index "audit_record_created_at_index" on "audit_record" ("created_at");`);
  }

  override down(): void | Promise<void> {
    for (const table of [
      'audit_record',
      'passkey_registration',
      'mfa_sign_in',
      'passkey',
      'recovery_code',
      'totp_factor',
    ]) {
      this.addSql(`drop table if exists "${table}" cascade;`);
    }
    this.addSql(`alter table "account" drop column "mfa_enabled";`);
  }
}
