import { defineEntity, p } from '@mikro-orm/core';
import { Account } from '../accounts/index.js';

const ClientDesignerSchema = defineEntity({
  name: 'ClientDesigner',
  tableName: 'client_designer',
  properties: {
    /** The client is the key: one designer per client. */
    client: () => p.oneToOne(Account).primary().owner().deleteRule('cascade'),
    designer: () => p.manyToOne(Account).deleteRule('cascade').index(),
    assignedBy: () => p.manyToOne(Account).nullable().deleteRule('set null'),
    assignedAt: p.datetime().onCreate(() => new Date()),
  },
});

/** The link between a client and the one designer who works its orders. */
export class ClientDesigner extends ClientDesignerSchema.class {}
ClientDesignerSchema.setClass(ClientDesigner);
