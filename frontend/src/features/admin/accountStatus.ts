import type { AccountStatus } from '../../shared/contracts';

/**
 * What an account's status means to the admin's screens. It is a setting the admin switches, not a
 * lifecycle, so the table is the web app's own (the contract has the two words, ACCOUNT_STATUSES):
 * `signsIn` (the account may sign in and gets mails), `color` (its antd Tag) and `switchedTo` (what
 * the admin's switch makes of it).
 */
export const accountStatusMeanings = {
  active: { signsIn: true, color: 'success', switchedTo: 'inactive' },
  inactive: { signsIn: false, color: 'default', switchedTo: 'active' },
} as const satisfies Record<AccountStatus, { signsIn: boolean; color: string; switchedTo: AccountStatus }>;
