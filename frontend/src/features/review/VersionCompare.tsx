import { Empty, Segmented, Select } from 'antd';
import { useState, type CSSProperties, type KeyboardEvent } from 'react';
import { formatDate } from '../../shared/format';
import type { DesignVersion } from '../../shared/orders/types';
import { DesignViewer } from './DesignViewer';
import { SlideNav } from './viewer/SlideNav';
import { reviewTexts as t } from './texts';
import './review.css';

export interface VersionCompareProps {
  /** At least two versions, in any order. */
  versions: DesignVersion[];
}

type CompareMode = 'side' | 'overlay';

function versionTitle(version: DesignVersion): string {
  return t.versionOption(version.number, formatDate(version.passedAt ?? version.submittedAt));
}

interface VersionSideProps {
  version: DesignVersion;
  slide: number;
  testId: string;
}

function VersionSide({ version, slide, testId }: VersionSideProps) {
  const file = version.files[slide];
  return (
    <section className="vc-side" data-testid={testId} aria-label={versionTitle(version)}>
      <h4 className="vc-side__title">{versionTitle(version)}</h4>
      {file ? (
        // One slide at a time: the comparison's own arrows move both sides together.
        <DesignViewer key={file.id} files={[file]} label={`V${version.number}`} />
      ) : (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t.noSlide(slide + 1)} />
      )}
    </section>
  );
}

/**
 * Two versions side by side (stacked on phones), slide n beside slide n; two images can also be laid
 * over each other, a slider revealing the right one over the left.
 */
export function VersionCompare({ versions }: VersionCompareProps) {
  const sorted = [...versions].sort((a, b) => a.number - b.number);
  const [leftId, setLeftId] = useState(sorted.at(-2)?.id ?? sorted[0]?.id);
  const [rightId, setRightId] = useState(sorted.at(-1)?.id);
  const [slide, setSlide] = useState(0);
  const [mode, setMode] = useState<CompareMode>('side');
  const [reveal, setReveal] = useState(50);

  const left = sorted.find((v) => v.id === leftId) ?? sorted[0];
  const right = sorted.find((v) => v.id === rightId) ?? sorted.at(-1);
  if (!left || !right) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t.noFiles} />;

  const count = Math.max(left.files.length, right.files.length);
  const current = Math.min(slide, Math.max(0, count - 1));
  const leftFile = left.files[current];
  const rightFile = right.files[current];
  const canOverlay =
    !!leftFile && !!rightFile && leftFile.fileType.startsWith('image/') && rightFile.fileType.startsWith('image/');
  const overlay = canOverlay && mode === 'overlay';
  const options = sorted.map((v) => ({ value: v.id, label: versionTitle(v) }));

  const go = (next: number) => setSlide(Math.min(Math.max(0, next), Math.max(0, count - 1)));
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (
      (event.target as HTMLElement).closest(
        'input, textarea, select, video, [role="combobox"], [role="slider"], [role="radiogroup"]',
      )
    )
      return;
    if (event.key === 'ArrowLeft') go(current - 1);
    if (event.key === 'ArrowRight') go(current + 1);
  };

  // Left of the divider the left version, right of it the right one (laid over it).
  const topStyle: CSSProperties = { clipPath: `inset(0 0 0 ${reveal}%)` };

  return (
    <div className="version-compare" data-testid="version-compare" tabIndex={0} onKeyDown={onKeyDown}>
      <div className="vc-controls">
        <Select aria-label={t.leftVersion} value={left.id} options={options} onChange={setLeftId} />
        <Select aria-label={t.rightVersion} value={right.id} options={options} onChange={setRightId} />
        {count > 1 ? <SlideNav current={current} count={count} onGo={go} /> : null}
        {canOverlay ? (
          <Segmented<CompareMode>
            aria-label={t.compareMode}
            value={mode}
            onChange={setMode}
            options={[
              { value: 'side', label: t.sideBySide },
              { value: 'overlay', label: t.overlay },
            ]}
          />
        ) : null}
      </div>

      {overlay && leftFile && rightFile ? (
        <div className="vc-overlay-wrap" data-testid="compare-overlay">
          <div className="vc-overlay__legend">
            <span>{versionTitle(left)}</span>
            <span>{versionTitle(right)}</span>
          </div>
          <div className="vc-overlay">
            <img src={leftFile.fileUrl} alt={`V${left.number}: ${leftFile.fileName}`} draggable={false} />
            <img
              className="vc-overlay__top"
              src={rightFile.fileUrl}
              alt={`V${right.number}: ${rightFile.fileName}`}
              draggable={false}
              style={topStyle}
              data-testid="overlay-top"
            />
            <span className="vc-overlay__divider" style={{ left: `${reveal}%` }} aria-hidden="true" />
          </div>
          <input
            type="range"
            className="vc-overlay__slider"
            min={0}
            max={100}
            step={1}
            value={reveal}
            aria-label={t.overlay}
            aria-valuetext={`${reveal}%`}
            onChange={(event) => setReveal(Number(event.target.value))}
          />
        </div>
      ) : (
        <div className="vc-sides">
          <VersionSide version={left} slide={current} testId="compare-left" />
          <VersionSide version={right} slide={current} testId="compare-right" />
        </div>
      )}
    </div>
  );
}
