import type { CalendarItem } from '../../shared/contracts';

/** The profile grid's size: the next nine posts, and as many of the last published after them. */
const GRID_SIZE = 9;

/** Stories do not appear on the profile's grid. */
function isFeedPost(item: CalendarItem): boolean {
  return item.format !== 'story';
}

function isInstagram(item: CalendarItem): boolean {
  return item.network === 'instagram' && isFeedPost(item);
}

export interface GridEntries {
  /** The next posts still scheduled, newest first (the one going out last top left), at most nine. */
  planned: CalendarItem[];
  /** The last published ones, newest first, at most nine. */
  published: CalendarItem[];
}

/**
 * The company's Instagram profile as it will look: the next nine scheduled feed posts above the last
 * published ones, newest first as the profile shows them. `entries` may overlap (two ranges).
 */
export function gridEntries(entries: CalendarItem[]): GridEntries {
  const unique = [...new Map(entries.map((item) => [`${item.kind}-${item.id}`, item])).values()].filter(isInstagram);
  const planned = unique
    .filter((item) => item.kind === 'scheduled' && item.status === 'scheduled')
    .sort((a, b) => a.at.localeCompare(b.at))
    .slice(0, GRID_SIZE)
    .reverse();
  const published = unique
    .filter((item) => item.kind === 'published')
    .sort((a, b) => b.at.localeCompare(a.at))
    .slice(0, GRID_SIZE);
  return { planned, published };
}

export interface Move {
  id: string;
  at: string;
}

/**
 * Moving a planned post to another's place swaps their times: each goes out when the other would
 * have, so the grid's order changes and no other post moves.
 */
export function swapMoves(planned: CalendarItem[], fromId: string, toId: string): Move[] {
  const from = planned.find((item) => item.id === fromId);
  const to = planned.find((item) => item.id === toId);
  if (!from || !to || from.id === to.id) return [];
  return [
    { id: from.id, at: to.at },
    { id: to.id, at: from.at },
  ];
}

/** The planned posts with the moves applied, newest first again (what the grid shows while they are sent). */
export function withMoves(planned: CalendarItem[], moves: Move[]): CalendarItem[] {
  const at = new Map(moves.map((move) => [move.id, move.at]));
  return planned.map((item) => ({ ...item, at: at.get(item.id) ?? item.at })).sort((a, b) => b.at.localeCompare(a.at));
}

/** The grid's neighbour of a planned tile in a direction (3 columns), or null at the edge. */
export function neighbourIndex(index: number, key: string, count: number, columns = 3): number | null {
  const step = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -columns, ArrowDown: columns }[key];
  if (step === undefined) return null;
  const next = index + step;
  return next >= 0 && next < count ? next : null;
}
