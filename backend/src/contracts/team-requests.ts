/** The team's and the guest links' requests as zod schemas (values and texts: team.ts). */
import { z } from 'zod';
import { accountName } from './account-requests.js';
import { emailAddress, leftOutWhenNull, wholeNumber } from './fields.js';
import { APPROVAL_RULES, GUEST_LIMITS, GUEST_ROLES, MEMBER_ROLES, TEAM_TEXTS } from './team.js';

/** POST /api/clients/:clientId/members. */
export const inviteMemberBodySchema = z.object({
  name: accountName(TEAM_TEXTS.nameRequired).meta({ example: 'Anna Muster' }),
  email: emailAddress(TEAM_TEXTS.emailInvalid).meta({ example: 'anna@example.ch' }),
  role: z.enum(MEMBER_ROLES, { error: TEAM_TEXTS.roleInvalid }),
});

/** PATCH /api/clients/:clientId/members/:userId. */
export const changeMemberBodySchema = z.object({
  role: z.enum(MEMBER_ROLES, { error: TEAM_TEXTS.roleInvalid }),
});

/** PUT /api/clients/:clientId/approval-rule (and its GET's answer). */
export const approvalRuleSchema = z.object({
  rule: z.enum(APPROVAL_RULES, { error: TEAM_TEXTS.ruleInvalid }),
});
export type ApprovalRuleBody = z.output<typeof approvalRuleSchema>;

/** POST /api/projects/:id/guest-links. */
export const createGuestLinkBodySchema = z.object({
  name: accountName(TEAM_TEXTS.nameRequired).meta({ example: 'Dr. Beat Keller' }),
  email: leftOutWhenNull(emailAddress(TEAM_TEXTS.emailInvalid)).describe(
    'Optional: the guest then gets the review reminders',
  ),
  role: z.enum(GUEST_ROLES, { error: TEAM_TEXTS.guestRoleInvalid }),
  expiresInDays: wholeNumber({ wrongType: TEAM_TEXTS.expiryInvalid })
    .min(GUEST_LIMITS.expiryDays.min, TEAM_TEXTS.expiryInvalid)
    .max(GUEST_LIMITS.expiryDays.max, TEAM_TEXTS.expiryInvalid),
});
export type CreateGuestLinkBody = z.output<typeof createGuestLinkBodySchema>;
