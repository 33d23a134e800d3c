import {
  SCHEDULED_POST_STATUS_LABELS,
  type ScheduledPostStatus,
  type SocialAccountStatus,
} from '../../shared/contracts';

/**
 * What a scheduled post's status means to the screens (the contract names the statuses; this table,
 * keyed by them, is the one place the web app tells them apart): `editable` while it can still be
 * changed or deleted, `out` once the network has it, and the tag's colour.
 */
const POST_STATUS_MEANINGS: Record<ScheduledPostStatus, { editable: boolean; out: boolean; color: string }> = {
  scheduled: { editable: true, out: false, color: 'purple' },
  publishing: { editable: false, out: false, color: 'processing' },
  published: { editable: false, out: true, color: 'green' },
  failed: { editable: false, out: false, color: 'red' },
  needs_attention: { editable: false, out: false, color: 'orange' },
};

function isPostStatus(status: string): status is ScheduledPostStatus {
  return Object.hasOwn(POST_STATUS_MEANINGS, status);
}

/** A status this build does not know (a newer server) is neither editable nor out. */
export function postStatusMeaning(status: string) {
  return isPostStatus(status) ? POST_STATUS_MEANINGS[status] : { editable: false, out: false, color: 'default' };
}

export function postStatusLabel(status: string): string {
  return isPostStatus(status) ? SCHEDULED_POST_STATUS_LABELS[status] : status;
}

/**
 * What a connected account's status means: `usable` for new posts, `renew` when its owner should
 * connect it again, and the tag's colour (its German label is in texts.ts).
 */
export const ACCOUNT_STATUS_MEANINGS: Record<SocialAccountStatus, { usable: boolean; renew: boolean; color: string }> =
  {
    connected: { usable: true, renew: false, color: 'green' },
    expiring: { usable: true, renew: true, color: 'orange' },
    disconnected: { usable: false, renew: true, color: 'red' },
  };
