import { Migration } from '@mikro-orm/migrations';

/**
 * Billing through Stripe (issue 14): a subscription's status follows Stripe's (trialing, past_due,
 * unpaid, incomplete and paused join active and cancelled; docs/decisions.md "Billing"), at most one
 * current (active, trialing, past_due) per client, one row per Stripe subscription, and the time of
 * the Stripe state it shows; the client's Stripe customer; and the webhook events, each recorded once.
 */
export class Migration20261123200000_billing extends Migration {
  override name = 'Migration20261123200000_billing';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "stripe_customer" ("client_id" uuid not null, "customer_id" varchar(255) not null, "created_at" timestamptz not null, primary key ("client_id"));`,
    );
    this.addSql(
      `alter table "stripe_customer" add constraint "stripe_customer_customer_id_unique" unique ("customer_id");`,
    );
    this.addSql(
      `alter table "stripe_customer" add constraint "stripe_customer_client_id_foreign" foreign key ("client_id") references "account" ("id") on update cascade on delete cascade;`,
    );

    this.addSql(
      `create table "stripe_event" ("id" varchar(255) not null, "type" varchar(100) not null, "stripe_created_at" timestamptz not null, "payload" jsonb not null, "received_at" timestamptz not null, "processed_at" timestamptz null, "outcome" varchar(200) null, primary key ("id"));`,
    );
    this.addSql(
      `create index "stripe_event_unprocessed_index" on "stripe_event" ("received_at") where "processed_at" is null;`,
    );

    this.addSql(`drop index "subscription_one_active_per_user";`);
    this.addSql(`alter table "subscription" drop constraint "subscription_status_check";`);
    this.addSql(
      `alter table "subscription" add constraint "subscription_status_check" check ("status" in ('active', 'trialing', 'past_due', 'unpaid', 'incomplete', 'paused', 'cancelled'));`,
    );
    this.addSql(`alter table "subscription" add "stripe_synced_at" timestamptz null;`);
    this.addSql(
      `create unique index "subscription_one_current_per_user" on "subscription" ("user_id") where "status" in ('active', 'trialing', 'past_due');`,
    );
    this.addSql(
      `create unique index "subscription_stripe_subscription_id_unique" on "subscription" ("stripe_subscription_id") where "stripe_subscription_id" is not null;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index "subscription_stripe_subscription_id_unique";`);
    this.addSql(`drop index "subscription_one_current_per_user";`);
    this.addSql(`alter table "subscription" drop column "stripe_synced_at";`);
    this.addSql(`update "subscription" set "status" = 'cancelled' where "status" not in ('active', 'cancelled');`);
    this.addSql(`alter table "subscription" drop constraint "subscription_status_check";`);
    this.addSql(
      `alter table "subscription" add constraint "subscription_status_check" check ("status" in ('active', 'cancelled'));`,
    );
    this.addSql(
      `create unique index "subscription_one_active_per_user" on "subscription" ("user_id") where "status" = 'active';`,
    );
    this.addSql(`drop table if exists "stripe_event" cascade;`);
    this.addSql(`drop table if exists "stripe_customer" cascade;`);
  }
}
