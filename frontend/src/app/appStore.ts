import { restoreSession } from '../shared/session/restoreSession';
import { makeStore, type AppStore } from '../shared/store/store';

let store: AppStore | undefined;

/**
 * The page's one store, made when the first page that needs it renders (the sign-in page or any
 * page of the app; the landing page needs none), with the session restored once: outside React,
 * so StrictMode cannot send the single-use refresh cookie twice.
 */
export function appStore(): AppStore {
  if (!store) {
    store = makeStore();
    void restoreSession(store.dispatch);
  }
  return store;
}

/** A store made elsewhere, set before the first render: the prerender's anonymous visitor, a test's. */
export function setAppStore(given: AppStore): void {
  store = given;
}
