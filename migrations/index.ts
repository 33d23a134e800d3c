import type { MigrationObject } from '@mikro-orm/core';
import { Migration20261122000000Initial } from './Migration20261122000000_initial.js';
import { Migration20261122224834_orders } from './Migration20261122224834_orders.js';
import { Migration20261123011320_content_usage } from './Migration20261123011320_content_usage.js';
import { Migration20261123100000_sessions } from './Migration20261123100000_sessions.js';
import { Migration20261123120000_private_files } from './Migration20261123120000_private_files.js';
import { Migration20261123140000_order_aggregate } from './Migration20261123140000_order_aggregate.js';
import { Migration20261123150000_admin_accounts } from './Migration20261123150000_admin_accounts.js';
import { Migration20261123160000_plan_requests } from './Migration20261123160000_plan_requests.js';
import { Migration20261123170000_event_pipeline } from './Migration20261123170000_event_pipeline.js';
import { Migration20261123190000_content_ideas } from './Migration20261123190000_content_ideas.js';
import { Migration20261123180000_mail } from './Migration20261123180000_mail.js';
import { Migration20261123200000_billing } from './Migration20261123200000_billing.js';
import { Migration20261123210000_internal_comments } from './Migration20261123210000_internal_comments.js';
import { Migration20261123222847_versions_and_pins } from './Migration20261123222847_versions_and_pins.js';
import { Migration20261126180000_approval_record_files } from './Migration20261126180000_approval_record_files.js';
import { Migration20261126160000_second_factor } from './Migration20261126160000_second_factor.js';
import { Migration20261126170000_password_links } from './Migration20261126170000_password_links.js';
import { Migration20261126191000_message_notifications } from './Migration20261126191000_message_notifications.js';
import { Migration20261126192000_one_brand_record } from './Migration20261126192000_one_brand_record.js';
import { Migration20261126192100_idea_position } from './Migration20261126192100_idea_position.js';
import { Migration20261127120000_outbox_request_id } from './Migration20261127120000_outbox_request_id.js';

/** Every migration in order. New ones are added here (see README "Changing the schema"). */
export const MIGRATIONS: MigrationObject[] = [
  { name: 'Migration20261122000000_initial', class: Migration20261122000000Initial },
  { name: 'Migration20261122224834_orders', class: Migration20261122224834_orders },
  { name: 'Migration20261123011320_content_usage', class: Migration20261123011320_content_usage },
  { name: 'Migration20261123100000_sessions', class: Migration20261123100000_sessions },
  { name: 'Migration20261123120000_private_files', class: Migration20261123120000_private_files },
  { name: 'Migration20261123140000_order_aggregate', class: Migration20261123140000_order_aggregate },
  { name: 'Migration20261123150000_admin_accounts', class: Migration20261123150000_admin_accounts },
  { name: 'Migration20261123160000_plan_requests', class: Migration20261123160000_plan_requests },
  { name: 'Migration20261123170000_event_pipeline', class: Migration20261123170000_event_pipeline },
  { name: 'Migration20261123180000_mail', class: Migration20261123180000_mail },
  { name: 'Migration20261123190000_content_ideas', class: Migration20261123190000_content_ideas },
  { name: 'Migration20261123200000_billing', class: Migration20261123200000_billing },
  { name: 'Migration20261123210000_internal_comments', class: Migration20261123210000_internal_comments },
  { name: 'Migration20261123222847_versions_and_pins', class: Migration20261123222847_versions_and_pins },
  { name: 'Migration20261126180000_approval_record_files', class: Migration20261126180000_approval_record_files },
  { name: 'Migration20261126160000_second_factor', class: Migration20261126160000_second_factor },
  { name: 'Migration20261126170000_password_links', class: Migration20261126170000_password_links },
  { name: 'Migration20261126191000_message_notifications', class: Migration20261126191000_message_notifications },
  { name: 'Migration20261126192000_one_brand_record', class: Migration20261126192000_one_brand_record },
  { name: 'Migration20261126192100_idea_position', class: Migration20261126192100_idea_position },
  { name: 'Migration20261127120000_outbox_request_id', class: Migration20261127120000_outbox_request_id },
];
