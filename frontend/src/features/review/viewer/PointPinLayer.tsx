import { CheckOutlined } from '@ant-design/icons';
import { useState, type CSSProperties, type MouseEvent } from 'react';
import type { Attachment } from '../../../shared/orders/types';
import { reviewTexts as t } from '../texts';
import { clamp } from './files';
import { markerClass, type Marker, type PinSpot } from './pins';

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

/** Where a click fell on an element, from 0 to 1 from the top left, to four places; null on an unlaid-out element. */
export function pointIn(
  rect: Pick<DOMRect, 'left' | 'top' | 'width' | 'height'>,
  clientX: number,
  clientY: number,
): { x: number; y: number } | null {
  if (!rect.width || !rect.height) return null;
  const round = (value: number) => Math.round(clamp(value, 0, 1) * 10000) / 10000;
  return { x: round((clientX - rect.left) / rect.width), y: round((clientY - rect.top) / rect.height) };
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

/** An image at its zoom with the point pins on it; with `onPlacePin` a click places one. */
export function ImageSlide({ file, markers, activeKey, zoom, onPlacePin, onMarkerClick, wasSwipe }: ImageSlideProps) {
  const [ratio, setRatio] = useState<number | null>(null);
  // The frame has the image's own proportions, so the image fills it exactly and the markers, placed
  // in percent of the frame, sit on the same point of the picture at every zoom and width.
  const frameStyle: CSSProperties | undefined = ratio
    ? { width: `calc(min(100%, 75vh * ${ratio}) * ${zoom})`, aspectRatio: String(ratio) }
    : { width: `${zoom * 100}%` };

  const place = (event: MouseEvent<HTMLImageElement>) => {
    if (!onPlacePin || wasSwipe()) return;
    const point = pointIn(event.currentTarget.getBoundingClientRect(), event.clientX, event.clientY);
    if (point) onPlacePin({ attachmentId: file.id, ...point, atSeconds: null });
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
