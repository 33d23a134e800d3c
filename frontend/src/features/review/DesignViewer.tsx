import {
  CheckOutlined,
  DownloadOutlined,
  LeftOutlined,
  PaperClipOutlined,
  PushpinOutlined,
  RightOutlined,
  VideoCameraOutlined,
  ZoomInOutlined,
  ZoomOutOutlined,
} from '@ant-design/icons';
import { Button, Empty, Typography } from 'antd';
import {
  useEffect,
  useRef,
  useState,
  type CSSProperties,
  type KeyboardEvent,
  type MouseEvent,
  type PointerEvent,
} from 'react';
import type { Attachment, Pin } from '../projects/types';
import { reviewTexts as t } from './texts';
import './review.css';

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

export interface DesignViewerProps {
  /** One version's files in order (a carousel's slides). */
  files: Attachment[];
  /** Shown as numbered markers on their file. */
  pins?: ViewerPin[];
  /** Pins being written: highlighted, numbered after `pins`. */
  drafts?: DraftPin[];
  /** When given, a click on an image places a pin there; a video gets a button for its current moment. */
  onPlacePin?: (spot: PinSpot) => void;
  /** The id of a pin or the key of a draft to highlight (its slide is shown). */
  activeKey?: string;
  /** Controlled slide index; uncontrolled without it. */
  index?: number;
  onIndexChange?: (index: number) => void;
  /** E.g. "V2", shown in the toolbar. */
  label?: string;
  /** A marker was clicked: the id of the pin or the key of the draft. */
  onPinClick?: (key: string) => void;
}

const MIN_ZOOM = 1;
const MAX_ZOOM = 4;
const ZOOM_STEP = 0.5;
/** Horizontal travel, in CSS pixels, that makes a touch a swipe. */
const SWIPE_PX = 40;

/** A video moment as m:ss ("0:07", "1:05"). */
export function formatMoment(seconds: number): string {
  const total = Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0;
  const minutes = Math.floor(total / 60);
  const rest = total % 60;
  return `${minutes}:${String(rest).padStart(2, '0')}`;
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

/** A marker of the viewer: a pin or a draft, with what it needs to be drawn. */
interface Marker extends PinSpot {
  key: string;
  label: string;
  kind: 'pin' | 'draft';
  done: boolean;
  internal: boolean;
  comment?: string;
}

function markersOf(pins: ViewerPin[], drafts: DraftPin[]): Marker[] {
  return [
    ...pins.map((pin): Marker => ({ ...spotOf(pin), key: pin.id, label: pin.label, kind: 'pin', done: !!pin.done, internal: !!pin.internal, comment: pin.comment })),
    ...drafts.map((draft, i): Marker => ({ ...spotOf(draft), key: draft.key, label: String(pins.length + i + 1), kind: 'draft', done: false, internal: false, comment: draft.comment || undefined })),
  ];
}

function spotOf(spot: PinSpot): PinSpot {
  return { attachmentId: spot.attachmentId, x: spot.x, y: spot.y, atSeconds: spot.atSeconds };
}

function isImage(file: Attachment): boolean {
  return file.fileType.startsWith('image/');
}

function isVideo(file: Attachment): boolean {
  return file.fileType.startsWith('video/');
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

function markerClass(marker: Marker, active: boolean): string {
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

interface MarkerButtonProps {
  marker: Marker;
  active: boolean;
  onClick: (key: string) => void;
}

function MarkerButton({ marker, active, onClick }: MarkerButtonProps) {
  const style: CSSProperties = { left: `${(marker.x ?? 0) * 100}%`, top: `${(marker.y ?? 0) * 100}%` };
  return (
    <button
      type="button"
      className={markerClass(marker, active)}
      style={style}
      data-testid="pin-marker"
      data-key={marker.key}
      aria-label={t.pin(marker.label)}
      aria-description={marker.done ? t.done : undefined}
      data-done={marker.done || undefined}
      aria-pressed={active}
      title={marker.comment}
      onClick={(event) => {
        // A click on a marker selects it; it must not place another pin under it.
        event.stopPropagation();
        onClick(marker.key);
      }}
    >
      {marker.done ? <CheckOutlined aria-hidden="true" /> : null}
      <span className="dv-marker__label">{marker.label}</span>
    </button>
  );
}

interface VideoSlideProps {
  file: Attachment;
  markers: Marker[];
  activeKey?: string;
  onPlacePin?: (spot: PinSpot) => void;
  onMarkerClick: (key: string) => void;
}

function VideoSlide({ file, markers, activeKey, onPlacePin, onMarkerClick }: VideoSlideProps) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const [time, setTime] = useState(0);
  const [duration, setDuration] = useState(0);
  const moments = markers.filter((marker) => marker.atSeconds !== null).sort((a, b) => (a.atSeconds ?? 0) - (b.atSeconds ?? 0));

  const seek = (marker: Marker) => {
    const video = videoRef.current;
    if (video && marker.atSeconds !== null) {
      video.currentTime = marker.atSeconds;
      setTime(marker.atSeconds);
    }
    onMarkerClick(marker.key);
  };

  return (
    <div className="dv-video">
      <video
        ref={videoRef}
        src={file.fileUrl}
        controls
        playsInline
        preload="metadata"
        aria-label={file.fileName}
        className="dv-video__player"
        onTimeUpdate={(event) => setTime(event.currentTarget.currentTime)}
        onSeeked={(event) => setTime(event.currentTarget.currentTime)}
        onLoadedMetadata={(event) => setDuration(Number.isFinite(event.currentTarget.duration) ? event.currentTarget.duration : 0)}
        onDurationChange={(event) => setDuration(Number.isFinite(event.currentTarget.duration) ? event.currentTarget.duration : 0)}
      >
        <track kind="captions" />
      </video>
      <div className="dv-video__bar">
        <span className="dv-video__time" data-testid="video-time">
          {formatMoment(time)} / {formatMoment(duration)}
        </span>
        {onPlacePin ? (
          <Button
            icon={<PushpinOutlined />}
            className="dv-touch"
            onClick={() => {
              const at = Math.round((videoRef.current?.currentTime ?? time) * 10) / 10;
              onPlacePin({ attachmentId: file.id, x: null, y: null, atSeconds: at });
            }}
          >
            {t.placeVideoPin(formatMoment(time))}
          </Button>
        ) : null}
      </div>
      {moments.length ? (
        <ul className="dv-video__pins" aria-label={t.videoPins}>
          {moments.map((marker) => (
            <li key={marker.key}>
              <button
                type="button"
                className={`dv-chip ${markerClass(marker, marker.key === activeKey)}`}
                data-testid="video-pin"
                title={marker.comment}
                onClick={() => seek(marker)}
              >
                {marker.done ? <CheckOutlined aria-hidden="true" /> : null}
                {t.pinAt(marker.label, formatMoment(marker.atSeconds ?? 0))}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

interface ImageSlideProps {
  file: Attachment;
  markers: Marker[];
  activeKey?: string;
  zoom: number;
  onPlacePin?: (spot: PinSpot) => void;
  onMarkerClick: (key: string) => void;
  /** Whether the last pointer gesture was a swipe: its click must not place a pin. */
  wasSwipe: () => boolean;
}

function ImageSlide({ file, markers, activeKey, zoom, onPlacePin, onMarkerClick, wasSwipe }: ImageSlideProps) {
  const [ratio, setRatio] = useState<number | null>(null);
  // The frame has the image's own proportions, so the image fills it exactly and the markers, placed
  // in percent of the frame, sit on the same point of the picture at every zoom and width.
  const frameStyle: CSSProperties | undefined = ratio
    ? { width: `calc(min(100%, 75vh * ${ratio}) * ${zoom})`, aspectRatio: String(ratio) }
    : { width: `${zoom * 100}%` };

  const place = (event: MouseEvent<HTMLImageElement>) => {
    if (!onPlacePin || wasSwipe()) return;
    const rect = event.currentTarget.getBoundingClientRect();
    if (!rect.width || !rect.height) return;
    const x = clamp((event.clientX - rect.left) / rect.width, 0, 1);
    const y = clamp((event.clientY - rect.top) / rect.height, 0, 1);
    onPlacePin({ attachmentId: file.id, x: Math.round(x * 10000) / 10000, y: Math.round(y * 10000) / 10000, atSeconds: null });
  };

  return (
    <div className={`dv-frame${ratio ? ' dv-frame--sized' : ''}`} style={frameStyle}>
      <img
        src={file.fileUrl}
        alt={file.fileName}
        draggable={false}
        className={`dv-image${onPlacePin ? ' dv-image--placing' : ''}`}
        onClick={place}
        onLoad={(event) => {
          const { naturalWidth, naturalHeight } = event.currentTarget;
          if (naturalWidth && naturalHeight) setRatio(naturalWidth / naturalHeight);
        }}
      />
      {markers
        .filter((marker) => marker.x !== null && marker.y !== null)
        .map((marker) => (
          <MarkerButton key={marker.key} marker={marker} active={marker.key === activeKey} onClick={onMarkerClick} />
        ))}
    </div>
  );
}

interface FileSlideProps {
  file: Attachment;
}

function FileSlide({ file }: FileSlideProps) {
  return (
    <div className="dv-file">
      <PaperClipOutlined className="dv-file__icon" aria-hidden="true" />
      <Typography.Text className="dv-file__name">{file.fileName}</Typography.Text>
      <Button href={file.downloadUrl} download={file.fileName} icon={<DownloadOutlined />} aria-label={t.downloadFile(file.fileName)}>
        {t.download}
      </Button>
    </div>
  );
}

export interface SlideNavProps {
  /** The slide shown, from 0. */
  current: number;
  count: number;
  onGo: (index: number) => void;
}

/** The arrows and the "2 / 3" counter between a carousel's slides (the viewer's and the comparison's). */
export function SlideNav({ current, count, onGo }: SlideNavProps) {
  return (
    <div className="dv-toolbar__nav">
      <Button className="dv-touch" icon={<LeftOutlined />} aria-label={t.previousSlide} disabled={current === 0} onClick={() => onGo(current - 1)} />
      <span className="dv-toolbar__counter" data-testid="slide-counter" aria-live="polite">
        {t.slideCounter(current + 1, count)}
      </span>
      <Button className="dv-touch" icon={<RightOutlined />} aria-label={t.nextSlide} disabled={current >= count - 1} onClick={() => onGo(current + 1)} />
    </div>
  );
}

/**
 * One version's designs, full size: a carousel slide by slide (arrows, ←/→, swipe, thumbnails),
 * images zoomable up to 4x, videos with their current moment; pins drawn as numbered markers on their
 * spot and, with `onPlacePin`, placed by a click (a video: at its current moment).
 */
export function DesignViewer({ files, pins = [], drafts = [], onPlacePin, activeKey, index, onIndexChange, label, onPinClick }: DesignViewerProps) {
  const [ownIndex, setOwnIndex] = useState(0);
  const [zoom, setZoom] = useState(1);
  const [selected, setSelected] = useState<string | undefined>(undefined);
  const stageRef = useRef<HTMLDivElement>(null);
  const swipeStart = useRef<{ x: number; y: number } | null>(null);
  const swiped = useRef(false);

  const count = files.length;
  const current = clamp(index ?? ownIndex, 0, Math.max(0, count - 1));
  const file = files[current];
  const markers = markersOf(pins, drafts);
  const highlighted = activeKey ?? selected;

  // Another slide (also one chosen by the parent) starts unzoomed.
  const [zoomedFile, setZoomedFile] = useState(file?.id);
  if (file?.id !== zoomedFile) {
    setZoomedFile(file?.id);
    setZoom(1);
  }

  const go = (next: number) => {
    if (!count) return;
    const target = clamp(next, 0, count - 1);
    if (target === current) return;
    if (index === undefined) setOwnIndex(target);
    onIndexChange?.(target);
  };

  // A highlighted pin on another slide brings its slide into view.
  const activeFile = activeKey ? markers.find((marker) => marker.key === activeKey)?.attachmentId : undefined;
  const activeIndex = activeFile ? files.findIndex((f) => f.id === activeFile) : -1;
  const [seenActive, setSeenActive] = useState<string | undefined>(undefined);
  if (activeKey !== seenActive) {
    setSeenActive(activeKey);
    if (index === undefined && activeIndex >= 0 && activeIndex !== current) setOwnIndex(activeIndex);
  }
  // A controlled index is the parent's to change: told after rendering.
  const lastActive = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (activeKey === lastActive.current) return;
    lastActive.current = activeKey;
    if (index !== undefined && activeIndex >= 0 && activeIndex !== current) onIndexChange?.(activeIndex);
  }, [activeKey, activeIndex, current, index, onIndexChange]);

  const changeZoom = (next: number) => {
    const stage = stageRef.current;
    const target = clamp(next, MIN_ZOOM, MAX_ZOOM);
    // Keep the middle of what is in view in the middle after zooming.
    const centre = stage
      ? {
          x: stage.scrollWidth ? (stage.scrollLeft + stage.clientWidth / 2) / stage.scrollWidth : 0.5,
          y: stage.scrollHeight ? (stage.scrollTop + stage.clientHeight / 2) / stage.scrollHeight : 0.5,
        }
      : null;
    setZoom(target);
    if (stage && centre && typeof window.requestAnimationFrame === 'function') {
      window.requestAnimationFrame(() => {
        stage.scrollLeft = centre.x * stage.scrollWidth - stage.clientWidth / 2;
        stage.scrollTop = centre.y * stage.scrollHeight - stage.clientHeight / 2;
      });
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const target = event.target as HTMLElement;
    // Arrow keys keep their meaning in fields and in the video's own controls.
    if (target.closest('input, textarea, select, video, [role="slider"], [contenteditable="true"]')) return;
    if (event.key === 'ArrowLeft') {
      event.preventDefault();
      go(current - 1);
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      go(current + 1);
    }
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    swiped.current = false;
    swipeStart.current = zoom === 1 ? { x: event.clientX, y: event.clientY } : null;
  };
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    const start = swipeStart.current;
    swipeStart.current = null;
    if (!start || count < 2) return;
    const dx = event.clientX - start.x;
    const dy = event.clientY - start.y;
    if (Math.abs(dx) > SWIPE_PX && Math.abs(dx) > Math.abs(dy)) {
      swiped.current = true;
      go(dx < 0 ? current + 1 : current - 1);
    }
  };

  const onMarkerClick = (key: string) => {
    setSelected(key);
    onPinClick?.(key);
  };

  if (!file) {
    return (
      <div className="design-viewer design-viewer--empty" data-testid="design-viewer">
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t.noFiles} />
      </div>
    );
  }

  const fileMarkers = markers.filter((marker) => marker.attachmentId === file.id);
  const image = isImage(file);

  return (
    // The wrapper takes focus so that ←/→ browse the slides; it is a region, not a widget.
    <div
      className="design-viewer"
      data-testid="design-viewer"
      tabIndex={0}
      role="region"
      aria-roledescription="carousel"
      aria-label={t.viewer(label)}
      onKeyDown={onKeyDown}
    >
      <div className="dv-toolbar">
        {label ? <span className="dv-toolbar__label">{label}</span> : null}
        {count > 1 ? <SlideNav current={current} count={count} onGo={go} /> : null}
        {image ? (
          <div className="dv-toolbar__zoom">
            <Button className="dv-touch" icon={<ZoomOutOutlined />} aria-label={t.zoomOut} disabled={zoom <= MIN_ZOOM} onClick={() => changeZoom(zoom - ZOOM_STEP)} />
            <Button className="dv-touch dv-toolbar__zoom-level" aria-label={t.zoomReset(Math.round(zoom * 100))} disabled={zoom === MIN_ZOOM} onClick={() => changeZoom(MIN_ZOOM)}>
              {Math.round(zoom * 100)}%
            </Button>
            <Button className="dv-touch" icon={<ZoomInOutlined />} aria-label={t.zoomIn} disabled={zoom >= MAX_ZOOM} onClick={() => changeZoom(zoom + ZOOM_STEP)} />
          </div>
        ) : null}
      </div>

      <div
        ref={stageRef}
        className={`dv-stage${zoom > 1 ? ' dv-stage--zoomed' : ''}`}
        data-testid="viewer-stage"
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        onPointerCancel={() => {
          swipeStart.current = null;
        }}
      >
        {image ? (
          <ImageSlide
            key={file.id}
            file={file}
            markers={fileMarkers}
            activeKey={highlighted}
            zoom={zoom}
            onPlacePin={onPlacePin}
            onMarkerClick={onMarkerClick}
            wasSwipe={() => swiped.current}
          />
        ) : isVideo(file) ? (
          <VideoSlide key={file.id} file={file} markers={fileMarkers} activeKey={highlighted} onPlacePin={onPlacePin} onMarkerClick={onMarkerClick} />
        ) : (
          <FileSlide file={file} />
        )}
      </div>

      {count > 1 ? (
        <ol className="dv-thumbs" aria-label={t.slides}>
          {files.map((slide, i) => {
            const pinCount = markers.filter((marker) => marker.attachmentId === slide.id).length;
            return (
              <li key={slide.id}>
                <button
                  type="button"
                  className={`dv-thumb${i === current ? ' dv-thumb--current' : ''}`}
                  aria-label={pinCount ? t.slideThumbPins(i + 1, pinCount) : t.slideThumb(i + 1)}
                  aria-current={i === current ? 'true' : undefined}
                  data-testid="slide-thumb"
                  onClick={() => go(i)}
                >
                  {isImage(slide) ? (
                    <img src={slide.fileUrl} alt="" loading="lazy" draggable={false} />
                  ) : isVideo(slide) ? (
                    <VideoCameraOutlined aria-hidden="true" />
                  ) : (
                    <PaperClipOutlined aria-hidden="true" />
                  )}
                  <span className="dv-thumb__number" aria-hidden="true">
                    {i + 1}
                  </span>
                  {pinCount ? (
                    <span className="dv-thumb__badge" data-testid="slide-pin-count" aria-hidden="true">
                      {pinCount}
                    </span>
                  ) : null}
                </button>
              </li>
            );
          })}
        </ol>
      ) : null}
    </div>
  );
}
