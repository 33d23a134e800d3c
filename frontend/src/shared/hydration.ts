import { useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => undefined;

/**
 * False while React renders on the server (the prerender) and while it hydrates that HTML, true
 * from the next render on and in pages rendered in the browser only. Parts that read browser
 * state (storage) or that must not be used before their handlers exist wait for it.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}
