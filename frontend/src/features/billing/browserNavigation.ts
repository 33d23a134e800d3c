/**
 * Leaving the app for the payment provider's pages. An object rather than bare calls so that tests
 * can stub it: jsdom's `window.location.assign` cannot be replaced.
 */
export const browserNavigation = {
  /** In this tab. */
  assign(url: string): void {
    window.location.assign(url);
  },
  /** In a new tab, without giving it a handle on this one. */
  openInNewTab(url: string): void {
    window.open(url, '_blank', 'noopener');
  },
};
