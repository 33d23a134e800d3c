import { defineEntity, p } from '@mikro-orm/core';
import { Account } from '../accounts/index.js';
import { CONTENT_TYPES } from '../contracts/projects.js';

const ContentUsageSchema = defineEntity({
  name: 'ContentUsage',
  tableName: 'content_usage',
  properties: {
    client: () => p.manyToOne(Account).primary().deleteRule('cascade'),
    /** The 1st of the calendar month in Europe/Zurich. */
    month: p.date().primary(),
    contentType: p.enum(CONTENT_TYPES).primary(),
    /** Orders of this type the client created in this month. */
    used: p.integer(),
  },
});

/**
 * How many orders of a content type a client created in a month: the quota's counter. Creating an
 * order takes a slot here in the same statement that inserts the order (see create-project.sql.ts),
 * so the count and the orders cannot disagree, and the row serialises simultaneous orders.
 */
export class ContentUsage extends ContentUsageSchema.class {}
ContentUsageSchema.setClass(ContentUsage);
