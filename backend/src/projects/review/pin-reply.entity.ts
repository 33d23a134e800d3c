import { randomUUID } from 'node:crypto';
import { defineEntity, p } from '@mikro-orm/core';
import { Account } from '../../accounts/index.js';
import { Pin } from './pin.entity.js';

const PinReplySchema = defineEntity({
  name: 'PinReply',
  tableName: 'pin_reply',
  indexes: [{ properties: ['pin', 'createdAt'] }],
  properties: {
    id: p
      .uuid()
      .primary()
      .onCreate(() => randomUUID()),
    pin: () => p.manyToOne(Pin).deleteRule('cascade'),
    author: () => p.manyToOne(Account).nullable().deleteRule('set null'),
    message: p.text(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});

/** One message of a pin's thread: whoever sees the pin answers it (the designer, the client, an admin). */
export class PinReply extends PinReplySchema.class {}
PinReplySchema.setClass(PinReply);
