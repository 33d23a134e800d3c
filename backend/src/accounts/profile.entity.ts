import { defineEntity, p } from '@mikro-orm/core';
import { ACCOUNT_STATUSES } from '../contracts/admin.js';
import { Account } from './account.entity.js';

const ProfileSchema = defineEntity({
  name: 'Profile',
  tableName: 'profile',
  properties: {
    /** Shares the account's id: one profile per account. Name and e-mail live once, on the account. */
    account: () => p.oneToOne(Account).primary().owner().deleteRule('cascade').fieldName('id'),
    status: p.enum(ACCOUNT_STATUSES).default('active'),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});

export class Profile extends ProfileSchema.class {}
ProfileSchema.setClass(Profile);
