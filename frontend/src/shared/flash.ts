import { useEffect, useEffectEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

/**
 * A success message that travels with a navigation to the next page ("Erfolgreich eingeloggt!" on
 * the dashboard, "Erfolgreich ausgeloggt" on the sign-in page): the page that says it is gone by the
 * time the message would show, and the sign-in page has no antd toasts (docs/decisions.md,
 * "First load"). Carried in the history entry's state, shown once, then removed from it, so a
 * reload does not say it again.
 */
interface FlashState {
  flash: string;
}

function isFlashState(state: unknown): state is FlashState {
  return typeof state === 'object' && state !== null && typeof (state as FlashState).flash === 'string';
}

/** The navigation state that carries the message: `navigate(path, { state: withFlash(text) })`. */
export function withFlash(text: string): FlashState {
  return { flash: text };
}

/** Calls `show` with the message that came with the current navigation, once. */
export function useFlash(show: (text: string) => void): void {
  const location = useLocation();
  const navigate = useNavigate();
  const onFlash = useEffectEvent(show);
  const text = isFlashState(location.state) ? location.state.flash : null;

  useEffect(() => {
    if (text === null) return;
    onFlash(text);
    void navigate(
      { pathname: location.pathname, search: location.search, hash: location.hash },
      { replace: true, state: null },
    );
  }, [text, navigate, location.pathname, location.search, location.hash]);
}
