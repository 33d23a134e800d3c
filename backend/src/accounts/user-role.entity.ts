import { randomUUID } from 'node:crypto';
import { defineEntity, p } from '@mikro-orm/core';
import { ROLES } from '../contracts/roles.js';
import { Account } from './account.entity.js';

const UserRoleSchema = defineEntity({
  name: 'UserRole',
  tableName: 'user_role',
  properties: {
    id: p
      .uuid()
      .primary()
      .onCreate(() => randomUUID()),
    /** One role per account (the spec reads "a single row"). */
    user: () => p.oneToOne(Account).owner().unique().deleteRule('cascade'),
    role: p.enum(ROLES),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});

export class UserRole extends UserRoleSchema.class {}
UserRoleSchema.setClass(UserRole);
