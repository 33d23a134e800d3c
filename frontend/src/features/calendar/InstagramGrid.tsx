import { PlayCircleOutlined } from '@ant-design/icons';
import { Card, Empty, Skeleton, Typography } from 'antd';
import { useEffect, useRef, useState, type DragEvent, type KeyboardEvent } from 'react';
import { api } from '../../shared/api/api';
import { addDays, todayInZurich } from '../../shared/calendarDates';
import { VERSION_MEANINGS, type CalendarItem, type DesignVersion } from '../../shared/contracts';
import { LoadFailure } from '../../shared/LoadFailure';
import { useAppDispatch } from '../../shared/store/hooks';
import { useToast } from '../../shared/toast';
import { useGetProjectQuery } from '../projects';
import { useGetCalendarQuery, useMovePostMutation } from './calendarApi';
import { gridTexts as t } from './gridTexts';
import { gridEntries, neighbourIndex, swapMoves, withMoves, type Move } from './instagramGrid';

/** The calendar answers at most 62 days: the coming ones for the planned posts, the past ones for the published. */
const RANGE_DAYS = 61;

const momentFormat = new Intl.DateTimeFormat('de-CH', {
  timeZone: 'Europe/Zurich',
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

function whenOf(at: string): string {
  return momentFormat.format(new Date(at));
}

/** The version that goes out: the approved one (the last approved), else the current, else the last. */
function publishedVersion(versions: DesignVersion[]): DesignVersion | undefined {
  return (
    versions.findLast((version) => VERSION_MEANINGS[version.status].approved) ??
    versions.findLast((version) => version.current) ??
    versions.at(-1)
  );
}

interface TileImageProps {
  projectId: string | null;
}

/** The post's first slide (or the video's first frame), cropped square as the profile shows it. */
function TileImage({ projectId }: TileImageProps) {
  const { data } = useGetProjectQuery(projectId ?? '', { skip: !projectId });
  const file = data ? publishedVersion(data.versions)?.files[0] : undefined;
  if (!file)
    return (
      <span className="ig-tile__placeholder" aria-hidden="true">
        {t.noImage}
      </span>
    );
  if (file.fileType.startsWith('video/'))
    return (
      <>
        <video className="ig-tile__media" src={file.fileUrl} muted playsInline preload="metadata" aria-hidden="true" />
        <PlayCircleOutlined className="ig-tile__badge" aria-label={t.video} />
      </>
    );
  return <img className="ig-tile__media" src={file.fileUrl} alt="" loading="lazy" />;
}

interface TileBodyProps {
  item: CalendarItem;
  /** «(geplant)» or «(veröffentlicht)». */
  state: string;
}

function TileBody({ item, state }: TileBodyProps) {
  // The visible words are the tile's name (title and time), the state after them for a screen reader.
  return (
    <>
      <TileImage projectId={item.projectId} />
      <span className="ig-tile__caption">
        <span className="ig-tile__title">{item.title}</span> <span>{whenOf(item.at)}</span>
      </span>
      <span className="ig-tile__sr"> {state}</span>
    </>
  );
}

export interface InstagramGridProps {
  clientId: string;
  /** Reorder (the company's owners and approvers, admins): drag or arrow keys swap two posts' times. */
  canMove: boolean;
}

/**
 * Issue 42's grid: the company's Instagram profile as it will look — the next nine scheduled posts
 * (3 columns, square crops, newest first), the last published ones after them. Dropping a planned post
 * on another, or an arrow key on a focused one, swaps their times (PATCH /api/scheduled-posts/:id).
 */
export function InstagramGrid({ clientId, canMove }: InstagramGridProps) {
  const toast = useToast();
  const dispatch = useAppDispatch();
  const today = todayInZurich();
  const upcoming = useGetCalendarQuery({ clientId, from: today, to: addDays(today, RANGE_DAYS) });
  const past = useGetCalendarQuery({ clientId, from: addDays(today, -RANGE_DAYS), to: addDays(today, -1) });
  const [movePost] = useMovePostMutation();
  const [moving, setMoving] = useState<Move[] | null>(null);
  const [dragging, setDragging] = useState<string | null>(null);
  const [picked, setPicked] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  // Which tile keeps the focus after a move (its element is a new one once the order changes).
  const focusAfterMove = useRef<string | null>(null);

  const gridRef = useRef<HTMLOListElement>(null);

  // After a move the tile that was moved keeps the focus, in its new place.
  useEffect(() => {
    const id = focusAfterMove.current;
    if (moving !== null || id === null) return;
    focusAfterMove.current = null;
    gridRef.current?.querySelector<HTMLButtonElement>(`[data-id="${CSS.escape(id)}"] button`)?.focus();
  }, [moving]);

  const loading = upcoming.isLoading || past.isLoading;
  const failed = upcoming.isError || past.isError;
  const entries = gridEntries([...(upcoming.data?.items ?? []), ...(past.data?.items ?? [])]);
  const planned = moving ? withMoves(entries.planned, moving) : entries.planned;

  const swap = async (fromId: string, toId: string) => {
    const moves = swapMoves(planned, fromId, toId);
    if (moves.length === 0 || moving) return;
    const [first, second] = moves;
    const titleOf = (id: string) => planned.find((item) => item.id === id)?.title ?? '';
    setMoving(moves);
    focusAfterMove.current = fromId;
    try {
      await movePost(first).unwrap();
      try {
        await movePost(second).unwrap();
      } catch (error) {
        // Put the first back where it was, so no two posts share a time.
        await movePost({ id: first.id, at: second.at })
          .unwrap()
          .catch(() => undefined);
        throw error;
      }
      setAnnouncement(t.swapped(titleOf(fromId), titleOf(toId)));
    } catch {
      toast.error(t.moveError);
    } finally {
      dispatch(api.util.invalidateTags(['ScheduledPosts']));
      // The new times show once the calendar has answered again.
      await Promise.all([upcoming.refetch(), past.refetch()]).catch(() => undefined);
      setMoving(null);
    }
  };

  // A phone has no drag and no arrow keys: a tap picks a post, a tap on another swaps the two.
  const pick = (id: string) => {
    const title = planned.find((item) => item.id === id)?.title ?? '';
    if (picked === null) {
      setPicked(id);
      setAnnouncement(t.picked(title));
    } else if (picked === id) {
      setPicked(null);
      setAnnouncement('');
    } else {
      setPicked(null);
      void swap(picked, id);
    }
  };

  const onKeyDown = (event: KeyboardEvent, index: number) => {
    if (event.key === 'Escape' && picked !== null) {
      setPicked(null);
      setAnnouncement('');
      return;
    }
    const next = neighbourIndex(index, event.key, planned.length);
    if (next === null) return;
    event.preventDefault();
    void swap(planned[index].id, planned[next].id);
  };

  let body;
  if (loading) body = <Skeleton active paragraph={{ rows: 6 }} />;
  else if (failed)
    body = (
      <LoadFailure
        text={t.loadError}
        onRetry={() => {
          void upcoming.refetch();
          void past.refetch();
        }}
        retrying={upcoming.isFetching || past.isFetching}
      />
    );
  else if (planned.length === 0 && entries.published.length === 0) body = <Empty description={t.empty} />;
  else
    body = (
      <>
        {planned.length > 0 ? (
          <ol className="ig-grid" aria-label={t.plannedLabel} aria-busy={moving !== null} ref={gridRef}>
            {planned.map((item, index) => {
              if (!canMove)
                return (
                  <li key={item.id} className="ig-tile" data-testid="ig-planned" data-id={item.id}>
                    <TileBody item={item} state={t.plannedState} />
                  </li>
                );
              const drop = {
                onDragOver: (event: DragEvent) => {
                  if (dragging && dragging !== item.id) {
                    event.preventDefault();
                    event.dataTransfer.dropEffect = 'move';
                  }
                },
                onDrop: (event: DragEvent) => {
                  event.preventDefault();
                  const from = dragging ?? event.dataTransfer.getData('text/plain');
                  setDragging(null);
                  if (from) void swap(from, item.id);
                },
              };
              return (
                <li
                  key={item.id}
                  className="ig-tile ig-tile--movable"
                  data-testid="ig-planned"
                  data-id={item.id}
                  {...drop}
                >
                  <button
                    type="button"
                    className={`ig-tile__handle${dragging === item.id ? ' ig-tile__handle--dragging' : ''}${picked === item.id ? ' ig-tile__handle--picked' : ''}`}
                    aria-pressed={picked === item.id}
                    onClick={() => pick(item.id)}
                    draggable={moving === null}
                    aria-describedby="ig-move-hint"
                    disabled={moving !== null}
                    onDragStart={(event) => {
                      event.dataTransfer.setData('text/plain', item.id);
                      event.dataTransfer.effectAllowed = 'move';
                      setDragging(item.id);
                    }}
                    onDragEnd={() => setDragging(null)}
                    onKeyDown={(event) => onKeyDown(event, index)}
                  >
                    <TileBody item={item} state={t.plannedState} />
                  </button>
                </li>
              );
            })}
          </ol>
        ) : null}
        {entries.published.length > 0 ? (
          <>
            <Typography.Title level={5} className="ig-grid__heading">
              {t.publishedHeading}
            </Typography.Title>
            <ol className="ig-grid ig-grid--published" aria-label={t.publishedLabel}>
              {entries.published.map((item) => (
                <li key={item.id} className="ig-tile ig-tile--published" data-testid="ig-published">
                  <TileBody item={item} state={t.publishedState} />
                </li>
              ))}
            </ol>
          </>
        ) : null}
      </>
    );

  return (
    <Card title={t.title} className="ig-card" data-testid="instagram-grid">
      <Typography.Paragraph type="secondary">{canMove ? t.intro : t.introReadOnly}</Typography.Paragraph>
      <span id="ig-move-hint" hidden>
        {t.moveHint}
      </span>
      <div className="ig-card__status" role="status" aria-live="polite">
        {announcement}
      </div>
      {body}
    </Card>
  );
}
