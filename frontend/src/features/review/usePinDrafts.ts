import { useEffect, useState } from 'react';
import type { DraftPin, PinSpot } from './viewer/pins';

/** The pins and the general note being written on one version. */
export interface PinDrafts {
  drafts: DraftPin[];
  note: string;
}

const EMPTY: PinDrafts = { drafts: [], note: '' };

/** What was written under the key before a reload; nothing if missing or unreadable. */
function read(key: string | null): PinDrafts {
  if (!key) return EMPTY;
  try {
    const value = JSON.parse(window.sessionStorage.getItem(key) ?? 'null') as Partial<PinDrafts> | null;
    return {
      drafts: Array.isArray(value?.drafts)
        ? value.drafts.filter((draft) => typeof draft?.key === 'string' && typeof draft.attachmentId === 'string')
        : [],
      note: typeof value?.note === 'string' ? value.note : '',
    };
  } catch {
    return EMPTY;
  }
}

function write(key: string | null, value: PinDrafts): void {
  if (!key) return;
  try {
    if (value.drafts.length || value.note) window.sessionStorage.setItem(key, JSON.stringify(value));
    else window.sessionStorage.removeItem(key);
  } catch {
    // Storage full or blocked (private mode): the drafts live on in the page's state.
  }
}

let placed = 0;

/**
 * The pins and note of a change request or a send-back, kept per key (order and version) in
 * sessionStorage: a reload, closing the dialog or moving on loses nothing until it is sent. Another
 * key (a new version) starts from its own drafts.
 */
export function usePinDrafts(key: string | null) {
  const [state, setState] = useState(() => ({ key, value: read(key) }));
  if (state.key !== key) setState({ key, value: read(key) });
  const value = state.key === key ? state.value : read(key);

  useEffect(() => write(state.key, state.value), [state]);

  const update = (change: (previous: PinDrafts) => PinDrafts) =>
    setState((previous) => ({ key: previous.key, value: change(previous.value) }));
  return {
    ...value,
    update,
    /** A new draft at the spot; returns its key. */
    place(spot: PinSpot): string {
      placed += 1;
      const draftKey = `draft-${Date.now().toString(36)}-${placed}`;
      update((previous) => ({ ...previous, drafts: [...previous.drafts, { ...spot, key: draftKey, comment: '' }] }));
      return draftKey;
    },
    setComment: (draftKey: string, comment: string) =>
      update((previous) => ({
        ...previous,
        drafts: previous.drafts.map((draft) => (draft.key === draftKey ? { ...draft, comment } : draft)),
      })),
    remove: (draftKey: string) =>
      update((previous) => ({ ...previous, drafts: previous.drafts.filter((draft) => draft.key !== draftKey) })),
    setNote: (note: string) => update((previous) => ({ ...previous, note })),
    /** Sent or approved: nothing left to keep (written at once, the page may be leaving). */
    clear(): void {
      write(state.key, EMPTY);
      setState((previous) => ({ key: previous.key, value: EMPTY }));
    },
  };
}
