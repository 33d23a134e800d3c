/** Sidebar constants of the spec (section 9) and its cookie. */
const SIDEBAR_COOKIE = 'sidebar_state';
const SIDEBAR_COOKIE_MAX_AGE = 60 * 60 * 24 * 7;
export const SIDEBAR_WIDTH = '16rem';
export const SIDEBAR_WIDTH_MOBILE = '18rem';
export const SIDEBAR_WIDTH_COLLAPSED = '3rem';
export const SIDEBAR_SHORTCUT_KEY = 'b';
export const MOBILE_QUERY = '(max-width: 767.98px)';

/** @public the union's values beside the union (a union's values are exported beside it), read only here so far */
export const sidebarDataStates = ['expanded', 'collapsed'] as const;
export type SidebarDataState = (typeof sidebarDataStates)[number];

/** The stored open state; expanded when nothing was stored yet. */
export function readSidebarCookie(): boolean {
  const entry = document.cookie.split('; ').find((part) => part.startsWith(`${SIDEBAR_COOKIE}=`));
  return entry ? entry.slice(SIDEBAR_COOKIE.length + 1) !== 'false' : true;
}

export function writeSidebarCookie(open: boolean): void {
  document.cookie = `${SIDEBAR_COOKIE}=${open}; path=/; max-age=${SIDEBAR_COOKIE_MAX_AGE}; SameSite=Lax`;
}
