import { ZoomInOutlined, ZoomOutOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { reviewTexts as t } from '../texts';
import { MAX_ZOOM, MIN_ZOOM, ZOOM_STEP } from './useZoom';

interface ZoomControlsProps {
  zoom: number;
  onZoom: (zoom: number) => void;
}

/** Zoom out, the level (a click resets it), zoom in. */
export function ZoomControls({ zoom, onZoom }: ZoomControlsProps) {
  const percent = Math.round(zoom * 100);
  return (
    <div className="dv-toolbar__zoom">
      <Button
        className="dv-touch"
        icon={<ZoomOutOutlined />}
        aria-label={t.zoomOut}
        disabled={zoom <= MIN_ZOOM}
        onClick={() => onZoom(zoom - ZOOM_STEP)}
      />
      <Button
        className="dv-touch dv-toolbar__zoom-level"
        aria-label={t.zoomReset(percent)}
        disabled={zoom === MIN_ZOOM}
        onClick={() => onZoom(MIN_ZOOM)}
      >
        {percent}%
      </Button>
      <Button
        className="dv-touch"
        icon={<ZoomInOutlined />}
        aria-label={t.zoomIn}
        disabled={zoom >= MAX_ZOOM}
        onClick={() => onZoom(zoom + ZOOM_STEP)}
      />
    </div>
  );
}
