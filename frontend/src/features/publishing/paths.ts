import type { Role } from '../../shared/session/types';

/** The social accounts page of the area the caller is in (a client's own, or the admin's per client). */
export function socialMediaPath(area: Role, clientId: string): string {
  return area === 'admin' ? `/admin/clients/${encodeURIComponent(clientId)}/social-media` : '/client/social-media';
}
