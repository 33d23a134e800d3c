import { defineEntity, p } from '@mikro-orm/core';
import { Account } from './account.entity.js';

export const PROFILE_STATUSES = ['active', 'inactive'] as const;
export type ProfileStatus = (typeof PROFILE_STATUSES)[number];

const ProfileSchema = defineEntity({
  name: 'Profile',
  tableName: 'profile',
  properties: {
    /** Shares the account's id: one profile per account. Name and e-mail live once, on the account. */
    account: () => p.oneToOne(Account).primary().owner().deleteRule('cascade').fieldName('id'),
    status: p.enum(PROFILE_STATUSES).default('active'),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});

export class Profile extends ProfileSchema.class {}
ProfileSchema.setClass(Profile);
