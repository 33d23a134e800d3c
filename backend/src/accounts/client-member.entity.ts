import { defineEntity, p } from '@mikro-orm/core';
import { MEMBER_ROLES } from '../contracts/team.js';
import { Account } from './account.entity.js';

const ClientMemberSchema = defineEntity({
  name: 'ClientMember',
  tableName: 'client_member',
  properties: {
    /** An account belongs to at most one company (docs/decisions.md "The client's team"). */
    user: () => p.oneToOne(Account).owner().primary().deleteRule('cascade'),
    /** The company: the id of the account it was founded with, which every client-owned row names. */
    client: () => p.manyToOne(Account).deleteRule('cascade').index(),
    role: p.enum(MEMBER_ROLES),
    invitedAt: p.datetime().onCreate(() => new Date()),
    invitedBy: () => p.manyToOne(Account).nullable().deleteRule('set null'),
    /** When the member set its password (the founding owner: when it signed up); null while invited. */
    joinedAt: p.datetime().nullable(),
  },
});

/** A person's membership in a client company, with its role there. */
export class ClientMember extends ClientMemberSchema.class {}
ClientMemberSchema.setClass(ClientMember);
