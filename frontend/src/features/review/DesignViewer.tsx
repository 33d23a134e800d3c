import { Empty } from 'antd';
import { useRef, useState } from 'react';
import type { Attachment } from '../../shared/orders/types';
import { reviewTexts as t } from './texts';
import { FileSlide } from './viewer/FileSlide';
import { isImage, isVideo } from './viewer/files';
import { markersOf, type DraftPin, type PinSpot, type ViewerPin } from './viewer/pins';
import { ImageSlide } from './viewer/PointPinLayer';
import { SlideNav, SlideThumbs } from './viewer/SlideNav';
import { useSlides } from './viewer/useSlides';
import { useSwipe } from './viewer/useSwipe';
import { useZoom } from './viewer/useZoom';
import { VideoSlide } from './viewer/VideoSlide';
import { ZoomControls } from './viewer/ZoomControls';
import './review.css';

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

/**
 * One version's designs, full size: a carousel slide by slide (arrows, ←/→, swipe, thumbnails),
 * images zoomable up to 4x, videos with their current moment; pins drawn as numbered markers on their
 * spot and, with `onPlacePin`, placed by a click (a video: at its current moment). It composes the
 * slide navigation (useSlides), the zoom (useZoom), the swipe (useSwipe), the point pins
 * (PointPinLayer) and the video pins (VideoSlide).
 */
export function DesignViewer({
  files,
  pins = [],
  drafts = [],
  onPlacePin,
  activeKey,
  index,
  onIndexChange,
  label,
  onPinClick,
}: DesignViewerProps) {
  const [selected, setSelected] = useState<string | undefined>(undefined);
  const stageRef = useRef<HTMLDivElement>(null);
  const markers = markersOf(pins, drafts);
  const { current, count, file, go, onKeyDown } = useSlides({ files, markers, index, onIndexChange, activeKey });
  const { zoom, changeZoom } = useZoom(file?.id, stageRef);
  const swipe = useSwipe(zoom === 1 && count > 1, (step) => go(current + step));
  const highlighted = activeKey ?? selected;

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
        {image ? <ZoomControls zoom={zoom} onZoom={changeZoom} /> : null}
      </div>

      <div
        ref={stageRef}
        className={`dv-stage${zoom > 1 ? ' dv-stage--zoomed' : ''}`}
        data-testid="viewer-stage"
        {...swipe.handlers}
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
            wasSwipe={swipe.wasSwipe}
          />
        ) : isVideo(file) ? (
          <VideoSlide
            key={file.id}
            file={file}
            markers={fileMarkers}
            activeKey={highlighted}
            onPlacePin={onPlacePin}
            onMarkerClick={onMarkerClick}
          />
        ) : (
          <FileSlide file={file} />
        )}
      </div>

      {count > 1 ? <SlideThumbs files={files} markers={markers} current={current} onGo={go} /> : null}
    </div>
  );
}
