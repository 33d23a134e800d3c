import { LeftOutlined, PaperClipOutlined, RightOutlined, VideoCameraOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import type { Attachment } from '../../../shared/orders/types';
import { reviewTexts as t } from '../texts';
import { isImage, isVideo } from './files';
import type { Marker } from './pins';

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
      <Button
        className="dv-touch"
        icon={<LeftOutlined />}
        aria-label={t.previousSlide}
        disabled={current === 0}
        onClick={() => onGo(current - 1)}
      />
      <span className="dv-toolbar__counter" data-testid="slide-counter" aria-live="polite">
        {t.slideCounter(current + 1, count)}
      </span>
      <Button
        className="dv-touch"
        icon={<RightOutlined />}
        aria-label={t.nextSlide}
        disabled={current >= count - 1}
        onClick={() => onGo(current + 1)}
      />
    </div>
  );
}

interface SlideThumbsProps {
  files: Attachment[];
  markers: Marker[];
  current: number;
  onGo: (index: number) => void;
}

interface ThumbPictureProps {
  slide: Attachment;
}

function ThumbPicture({ slide }: ThumbPictureProps) {
  if (isImage(slide)) return <img src={slide.fileUrl} alt="" loading="lazy" draggable={false} />;
  return isVideo(slide) ? <VideoCameraOutlined aria-hidden="true" /> : <PaperClipOutlined aria-hidden="true" />;
}

/** A thumbnail per slide, numbered, with how many pins it carries. */
export function SlideThumbs({ files, markers, current, onGo }: SlideThumbsProps) {
  return (
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
              onClick={() => onGo(i)}
            >
              <ThumbPicture slide={slide} />
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
  );
}
