/** The spec keeps the viewed client's id in session storage under this key. */
export const VIEW_AS_CLIENT_KEY = 'viewAsClientId';

export function readViewAsClientId(): string | null {
  try {
    return window.sessionStorage.getItem(VIEW_AS_CLIENT_KEY) || null;
  } catch {
    return null;
  }
}

export function writeViewAsClientId(clientId: string | null): void {
  try {
    if (clientId) window.sessionStorage.setItem(VIEW_AS_CLIENT_KEY, clientId);
    else window.sessionStorage.removeItem(VIEW_AS_CLIENT_KEY);
  } catch {
    // Storage can be unavailable (private mode); the in-memory state still works for this tab.
  }
}
