import { defineEntity, p } from '@mikro-orm/core';
import { Account } from '../accounts/index.js';
import { DATA_EXPORT_STATUSES } from '../contracts/privacy.js';

const DataExportSchema = defineEntity({
  name: 'DataExport',
  tableName: 'data_export',
  indexes: [{ name: 'data_export_client_id_created_at_index', properties: ['client', 'createdAt'] }],
  uniques: [
    {
      name: 'data_export_one_preparing',
      expression: `create unique index "data_export_one_preparing" on "data_export" ("client_id") where "status" = 'preparing'`,
    },
  ],
  properties: {
    id: p.uuid().primary(),
    client: () => p.manyToOne(Account).deleteRule('cascade'),
    /** Who asked (an owner or an admin): a plain id, so the row outlives the account. */
    requestedById: p.uuid().nullable(),
    status: p.enum(DATA_EXPORT_STATUSES),
    /** exports/{clientId}/{id}.zip once written; null again once expired (the ZIP removed). */
    storageKey: p.string().length(300).nullable(),
    bytes: p.bigint('number').nullable(),
    /** Why the worker gave up (logged in English; the screen says PRIVACY_TEXTS.exportFailed). */
    error: p.text().nullable(),
    createdAt: p.datetime(),
    readyAt: p.datetime().nullable(),
    expiresAt: p.datetime().nullable(),
  },
});

/** A company's data export (issue 41): the ZIP the `privacy` worker writes, downloadable for 7 days. */
export class DataExport extends DataExportSchema.class {}
DataExportSchema.setClass(DataExport);
