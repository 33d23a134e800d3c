import type { Pin } from '../../../shared/orders/types';

/** Where a pin sits: a point of an image (x and y from 0 to 1, from the top left), a moment of a video, or both. */
export interface PinSpot {
  attachmentId: string;
  x: number | null;
  y: number | null;
  atSeconds: number | null;
}

/** A pin being written: not sent yet, kept by the page (and its storage) under `key`. */
export interface DraftPin extends PinSpot {
  key: string;
  comment: string;
}

/** A pin shown on the design; `label` is the number on its marker. */
export interface ViewerPin extends PinSpot {
  id: string;
  label: string;
  done?: boolean;
  internal?: boolean;
  /** Shown as the marker's tooltip. */
  comment?: string;
}

/** A marker of the viewer: a pin or a draft, with what it needs to be drawn. */
export interface Marker extends PinSpot {
  key: string;
  label: string;
  kind: 'pin' | 'draft';
  done: boolean;
  internal: boolean;
  comment?: string;
}

/** The pins numbered per version in the order they were placed ("1", "2", …), in the order given. */
export function pinLabels(pins: Pin[]): ViewerPin[] {
  const byVersion = new Map<string, Pin[]>();
  for (const pin of pins) byVersion.set(pin.versionId, [...(byVersion.get(pin.versionId) ?? []), pin]);
  const labels = new Map<string, string>();
  for (const list of byVersion.values()) {
    [...list]
      .sort((a, b) => a.createdAt.localeCompare(b.createdAt))
      .forEach((pin, i) => labels.set(pin.id, String(i + 1)));
  }
  return pins.map((pin) => ({
    id: pin.id,
    label: labels.get(pin.id) ?? '',
    attachmentId: pin.attachmentId,
    x: pin.x,
    y: pin.y,
    atSeconds: pin.atSeconds,
    done: pin.done,
    internal: pin.internal,
    comment: pin.comment,
  }));
}

function spotOf(spot: PinSpot): PinSpot {
  return { attachmentId: spot.attachmentId, x: spot.x, y: spot.y, atSeconds: spot.atSeconds };
}

/** The pins, then the drafts numbered after them. */
export function markersOf(pins: ViewerPin[], drafts: DraftPin[]): Marker[] {
  return [
    ...pins.map((pin): Marker => ({
      ...spotOf(pin),
      key: pin.id,
      label: pin.label,
      kind: 'pin',
      done: !!pin.done,
      internal: !!pin.internal,
      comment: pin.comment,
    })),
    ...drafts.map((draft, i): Marker => ({
      ...spotOf(draft),
      key: draft.key,
      label: String(pins.length + i + 1),
      kind: 'draft',
      done: false,
      internal: false,
      comment: draft.comment || undefined,
    })),
  ];
}

export function markerClass(marker: Marker, active: boolean): string {
  return [
    'dv-marker',
    `dv-marker--${marker.kind}`,
    marker.done ? 'dv-marker--done' : '',
    marker.internal ? 'dv-marker--internal' : '',
    active ? 'dv-marker--active' : '',
  ]
    .filter(Boolean)
    .join(' ');
}
