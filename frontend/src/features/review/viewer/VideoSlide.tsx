import { CheckOutlined, PushpinOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useRef, useState } from 'react';
import type { Attachment } from '../../../shared/orders/types';
import { reviewTexts as t } from '../texts';
import { markerClass, type Marker, type PinSpot } from './pins';

/** A video moment as m:ss ("0:07", "1:05"). */
export function formatMoment(seconds: number): string {
  const total = Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0;
  const minutes = Math.floor(total / 60);
  const rest = total % 60;
  return `${minutes}:${String(rest).padStart(2, '0')}`;
}

/** The video's own length, 0 while unknown (a stream reports Infinity). */
const durationOf = (video: HTMLVideoElement) => (Number.isFinite(video.duration) ? video.duration : 0);

interface VideoSlideProps {
  file: Attachment;
  markers: Marker[];
  activeKey?: string;
  onPlacePin?: (spot: PinSpot) => void;
  onMarkerClick: (key: string) => void;
}

/** A video with its moment pins as a list to jump to; with `onPlacePin` a button pins the current moment. */
export function VideoSlide({ file, markers, activeKey, onPlacePin, onMarkerClick }: VideoSlideProps) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const [time, setTime] = useState(0);
  const [duration, setDuration] = useState(0);
  const moments = markers
    .filter((marker) => marker.atSeconds !== null)
    .sort((a, b) => (a.atSeconds ?? 0) - (b.atSeconds ?? 0));

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
        onLoadedMetadata={(event) => setDuration(durationOf(event.currentTarget))}
        onDurationChange={(event) => setDuration(durationOf(event.currentTarget))}
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
