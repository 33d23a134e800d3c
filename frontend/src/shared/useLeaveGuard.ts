import { useEffect } from 'react';

/** Whether a click should leave the page by following an internal link (the router handles those). */
function internalLinkOf(event: MouseEvent): HTMLAnchorElement | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
    return null;
  const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(anchor instanceof HTMLAnchorElement)) return null;
  if (anchor.target && anchor.target !== '_self') return null;
  if (anchor.hasAttribute('download')) return null;
  const url = new URL(anchor.href, window.location.href);
  if (url.origin !== window.location.origin) return null;
  // A link to the page itself (or only its hash) does not leave it.
  if (url.pathname === window.location.pathname && url.search === window.location.search) return null;
  return anchor;
}

/**
 * Asks before the user leaves a page with unsaved changes. The app runs on a BrowserRouter, which
 * has no navigation blocker: a reload or closing the tab gets the browser's own question
 * (`beforeunload`), and a click on an internal link is asked with `message` and cancelled when declined.
 * Clicks are caught in the capture phase, before the router's link handler sees them.
 */
export function useLeaveGuard(dirty: boolean, message: string): void {
  useEffect(() => {
    if (!dirty) return undefined;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the question only with a return value.
      event.returnValue = '';
    };
    const onClick = (event: MouseEvent) => {
      if (!internalLinkOf(event)) return;
      if (window.confirm(message)) return;
      event.preventDefault();
      event.stopPropagation();
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    document.addEventListener('click', onClick, true);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      document.removeEventListener('click', onClick, true);
    };
  }, [dirty, message]);
}
