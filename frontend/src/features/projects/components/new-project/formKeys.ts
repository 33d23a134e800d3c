import type { KeyboardEvent } from 'react';

/**
 * The order form's keys. Enter in a single-line field does not send the order: the browser's
 * implicit submission would send a half-written briefing (Enter in a text area still makes a new
 * line). Ctrl/Cmd+Enter sends from any field, as the submit button does.
 */
export function handleOrderFormKeyDown(event: KeyboardEvent<HTMLFormElement>, submit: () => void): void {
  if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
  if (event.ctrlKey || event.metaKey) {
    event.preventDefault();
    submit();
  } else if (event.target instanceof HTMLInputElement) {
    event.preventDefault();
  }
}
