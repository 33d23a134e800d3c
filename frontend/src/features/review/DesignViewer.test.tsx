import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { unstyled } from '../../shared/testing/unstyled';
import { attachment, pin } from '../projects/testing/fixtures';
import { DesignViewer, type DesignViewerProps } from './DesignViewer';
import { pinLabels, type DraftPin, type PinSpot, type ViewerPin } from './viewer/pins';
import { formatMoment } from './viewer/VideoSlide';

const slides = [
  attachment({ id: 's-1', fileName: 'slide-1.png', fileUrl: '/files/s1.png', isFinalDesign: true }),
  attachment({ id: 's-2', fileName: 'slide-2.png', fileUrl: '/files/s2.png', isFinalDesign: true }),
  attachment({ id: 's-3', fileName: 'slide-3.png', fileUrl: '/files/s3.png', isFinalDesign: true }),
];
const video = attachment({
  id: 'vid',
  fileName: 'reel.mp4',
  fileUrl: '/files/reel.mp4',
  fileType: 'video/mp4',
  isFinalDesign: true,
});
const pdf = attachment({
  id: 'doc',
  fileName: 'druck.pdf',
  fileUrl: '/files/druck.pdf',
  downloadUrl: '/files/druck.pdf?download=1',
  fileType: 'application/pdf',
});

function viewerPin(overrides: Partial<ViewerPin> = {}): ViewerPin {
  return { id: 'p-1', label: '1', attachmentId: 's-1', x: 0.5, y: 0.25, atSeconds: null, ...overrides };
}

function renderViewer(props: Partial<DesignViewerProps> = {}) {
  const user = userEvent.setup({ delay: null });
  const view = render(unstyled(<DesignViewer files={slides} {...props} />));
  return { user, ...view };
}

/** jsdom has no layout: the image is given a box of 400×200 at (100, 50). */
function layOut(image: HTMLElement, rect = { left: 100, top: 50, width: 400, height: 200 }) {
  image.getBoundingClientRect = () =>
    ({
      ...rect,
      right: rect.left + rect.width,
      bottom: rect.top + rect.height,
      x: rect.left,
      y: rect.top,
      toJSON: () => rect,
    }) as DOMRect;
}

// jsdom has no PointerEvent: a MouseEvent carries the coordinates a swipe needs.
beforeAll(() => {
  if (!('PointerEvent' in window))
    Object.defineProperty(window, 'PointerEvent', { configurable: true, value: class extends MouseEvent {} });
});

function counter() {
  return screen.getByTestId('slide-counter');
}

describe('formatMoment', () => {
  it('writes minutes and seconds', () => {
    expect(formatMoment(7)).toBe('0:07');
    expect(formatMoment(65.9)).toBe('1:05');
    expect(formatMoment(0)).toBe('0:00');
    expect(formatMoment(Number.NaN)).toBe('0:00');
    expect(formatMoment(600)).toBe('10:00');
  });
});

describe('pinLabels', () => {
  it('numbers the pins per version in the order they were placed', () => {
    const labelled = pinLabels([
      pin({ id: 'b', versionId: 'v-1', createdAt: '2025-03-15T13:05:00.000Z', done: true }),
      pin({ id: 'a', versionId: 'v-1', createdAt: '2025-03-15T13:00:00.000Z' }),
      pin({ id: 'c', versionId: 'v-2', createdAt: '2025-03-16T13:00:00.000Z', internal: true }),
    ]);
    expect(labelled.map(({ id, label, done, internal }) => ({ id, label, done, internal }))).toEqual([
      { id: 'b', label: '2', done: true, internal: false },
      { id: 'a', label: '1', done: false, internal: false },
      { id: 'c', label: '1', done: false, internal: true },
    ]);
    expect(labelled[0]).toMatchObject({ attachmentId: 'a-1', x: 0.5, y: 0.25, atSeconds: null });
  });
});

describe('DesignViewer', () => {
  it('browses a carousel with the arrows, the keyboard, a swipe and the thumbnails', async () => {
    const { user } = renderViewer({ label: 'V2' });
    const viewer = screen.getByTestId('design-viewer');
    expect(viewer).toHaveAttribute('tabindex', '0');
    expect(within(viewer).getByText('V2')).toBeInTheDocument();
    expect(counter()).toHaveTextContent('1 / 3');
    expect(screen.getByAltText('slide-1.png')).toHaveAttribute('src', '/files/s1.png');
    expect(screen.getByRole('button', { name: 'Vorherige Folie' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Nächste Folie' }));
    expect(counter()).toHaveTextContent('2 / 3');
    expect(screen.getByAltText('slide-2.png')).toBeInTheDocument();
    expect(screen.queryByAltText('slide-1.png')).not.toBeInTheDocument();

    viewer.focus();
    await user.keyboard('{ArrowRight}');
    expect(counter()).toHaveTextContent('3 / 3');
    expect(screen.getByRole('button', { name: 'Nächste Folie' })).toBeDisabled();
    await user.keyboard('{ArrowLeft}');
    expect(counter()).toHaveTextContent('2 / 3');

    // A swipe to the left shows the next slide, a short move does nothing.
    const stage = screen.getByTestId('viewer-stage');
    fireEvent.pointerDown(stage, { clientX: 300, clientY: 100 });
    fireEvent.pointerUp(stage, { clientX: 250, clientY: 105 });
    expect(counter()).toHaveTextContent('3 / 3');
    fireEvent.pointerDown(stage, { clientX: 100, clientY: 100 });
    fireEvent.pointerUp(stage, { clientX: 120, clientY: 100 });
    expect(counter()).toHaveTextContent('3 / 3');
    fireEvent.pointerDown(stage, { clientX: 100, clientY: 100 });
    fireEvent.pointerUp(stage, { clientX: 200, clientY: 110 });
    expect(counter()).toHaveTextContent('2 / 3');

    await user.click(screen.getByRole('button', { name: 'Folie 1' }));
    expect(counter()).toHaveTextContent('1 / 3');
    expect(screen.getByRole('button', { name: 'Folie 1' })).toHaveAttribute('aria-current', 'true');
  });

  it('follows a controlled slide index', async () => {
    const onIndexChange = jest.fn();
    const { user } = renderViewer({ index: 1, onIndexChange });
    expect(counter()).toHaveTextContent('2 / 3');
    await user.click(screen.getByRole('button', { name: 'Nächste Folie' }));
    expect(onIndexChange).toHaveBeenCalledWith(2);
    // The parent did not move: still slide 2.
    expect(counter()).toHaveTextContent('2 / 3');
  });

  it('shows a slide without thumbnails or arrows when there is one file', () => {
    renderViewer({ files: [slides[0]] });
    expect(screen.queryByTestId('slide-counter')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Nächste Folie' })).not.toBeInTheDocument();
    expect(screen.getByAltText('slide-1.png')).toBeInTheDocument();
  });

  it('draws the pins of the current slide only, done and internal ones marked, and counts pins per slide', async () => {
    const drafts: DraftPin[] = [{ key: 'd-1', attachmentId: 's-2', x: 0.1, y: 0.9, atSeconds: null, comment: '' }];
    const { user } = renderViewer({
      pins: [
        viewerPin(),
        viewerPin({ id: 'p-2', label: '2', done: true, x: 0.2, y: 0.3 }),
        viewerPin({ id: 'p-3', label: '3', attachmentId: 's-2', internal: true }),
      ],
      drafts,
    });

    let markers = screen.getAllByTestId('pin-marker');
    expect(markers.map((marker) => marker.textContent)).toEqual(['1', '2']);
    expect(markers[0]).toHaveAccessibleName('Pin 1');
    expect(markers[0]).toHaveStyle({ left: '50%', top: '25%' });
    expect(markers[1]).toHaveClass('dv-marker--done');
    expect(markers[1]).toHaveAccessibleName('Pin 2');
    expect(markers[1]).toHaveAccessibleDescription('erledigt');

    expect(screen.getByRole('button', { name: 'Folie 1, 2 Pins' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Folie 2, 2 Pins' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Folie 3' })).toBeInTheDocument();
    expect(screen.getAllByTestId('slide-pin-count').map((badge) => badge.textContent)).toEqual(['2', '2']);

    await user.click(screen.getByRole('button', { name: 'Nächste Folie' }));
    markers = screen.getAllByTestId('pin-marker');
    expect(markers.map((marker) => marker.textContent)).toEqual(['3', '4']);
    expect(markers[0]).toHaveClass('dv-marker--internal');
    // Drafts are numbered after the pins.
    expect(markers[1]).toHaveClass('dv-marker--draft');
    expect(markers[1]).toHaveAccessibleName('Pin 4');
  });

  it('shows the slide of the highlighted pin', () => {
    const { rerender } = render(
      unstyled(<DesignViewer files={slides} pins={[viewerPin({ id: 'p-3', attachmentId: 's-3' })]} />),
    );
    expect(counter()).toHaveTextContent('1 / 3');
    rerender(
      unstyled(<DesignViewer files={slides} pins={[viewerPin({ id: 'p-3', attachmentId: 's-3' })]} activeKey="p-3" />),
    );
    expect(counter()).toHaveTextContent('3 / 3');
    expect(screen.getByTestId('pin-marker')).toHaveClass('dv-marker--active');
  });

  it('places a pin where the image is clicked, also when zoomed', async () => {
    const placed: PinSpot[] = [];
    const { user } = renderViewer({ onPlacePin: (spot) => placed.push(spot) });
    const image = screen.getByAltText('slide-1.png');
    layOut(image);
    fireEvent.click(image, { clientX: 300, clientY: 100 });
    expect(placed).toEqual([{ attachmentId: 's-1', x: 0.5, y: 0.25, atSeconds: null }]);

    // Zoomed 2x and scrolled: the image's box moved and grew; the spot is still found from it.
    expect(screen.getByRole('button', { name: 'Verkleinern' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Vergrössern' }));
    await user.click(screen.getByRole('button', { name: 'Vergrössern' }));
    expect(screen.getByRole('button', { name: '200% – Zoom zurücksetzen' })).toHaveTextContent('200%');
    expect(screen.getByTestId('viewer-stage')).toHaveClass('dv-stage--zoomed');
    layOut(image, { left: -200, top: -100, width: 800, height: 400 });
    fireEvent.click(image, { clientX: 400, clientY: 200 });
    expect(placed[1]).toEqual({ attachmentId: 's-1', x: 0.75, y: 0.75, atSeconds: null });

    await user.click(screen.getByRole('button', { name: '200% – Zoom zurücksetzen' }));
    expect(screen.getByRole('button', { name: '100% – Zoom zurücksetzen' })).toHaveTextContent('100%');
    for (let i = 0; i < 8; i += 1) fireEvent.click(screen.getByRole('button', { name: 'Vergrössern' }));
    expect(screen.getByRole('button', { name: '400% – Zoom zurücksetzen' })).toHaveTextContent('400%');
    expect(screen.getByRole('button', { name: 'Vergrössern' })).toBeDisabled();
  });

  it('does not place a pin without onPlacePin, nor when a marker is clicked', async () => {
    const onPlacePin = jest.fn();
    const onPinClick = jest.fn();
    const { user, rerender } = renderViewer({ pins: [viewerPin()], onPinClick });
    const image = screen.getByAltText('slide-1.png');
    layOut(image);
    fireEvent.click(image, { clientX: 300, clientY: 100 });
    rerender(
      unstyled(<DesignViewer files={slides} pins={[viewerPin()]} onPlacePin={onPlacePin} onPinClick={onPinClick} />),
    );
    await user.click(screen.getByTestId('pin-marker'));
    expect(onPlacePin).not.toHaveBeenCalled();
    expect(onPinClick).toHaveBeenCalledWith('p-1');
  });

  it('plays a video with its moment, seeks to its pins and places a pin at the current moment', async () => {
    const placed: PinSpot[] = [];
    const { user } = renderViewer({
      files: [video],
      pins: [viewerPin({ id: 'vp', label: '1', attachmentId: 'vid', x: null, y: null, atSeconds: 7 })],
      onPlacePin: (spot) => placed.push(spot),
    });
    const player = screen.getByLabelText('reel.mp4') as HTMLVideoElement;
    expect(player).toHaveAttribute('controls');
    expect(player).toHaveAttribute('src', '/files/reel.mp4');
    let now = 0;
    Object.defineProperty(player, 'currentTime', {
      configurable: true,
      get: () => now,
      set: (value: number) => {
        now = value;
      },
    });
    Object.defineProperty(player, 'duration', { configurable: true, get: () => 15 });
    fireEvent.loadedMetadata(player);
    expect(screen.getByTestId('video-time')).toHaveTextContent('0:00 / 0:15');
    expect(screen.queryByTestId('pin-marker')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Pin 1 bei 0:07' }));
    expect(now).toBe(7);
    expect(screen.getByTestId('video-time')).toHaveTextContent('0:07 / 0:15');

    now = 12.34;
    fireEvent.timeUpdate(player);
    await user.click(screen.getByRole('button', { name: /Pin bei 0:12 setzen/ }));
    expect(placed).toEqual([{ attachmentId: 'vid', x: null, y: null, atSeconds: 12.3 }]);
    expect(screen.queryByRole('button', { name: 'Vergrössern' })).not.toBeInTheDocument();
  });

  it('offers other files for download', () => {
    renderViewer({ files: [pdf] });
    expect(screen.getByText('druck.pdf')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'druck.pdf herunterladen' })).toHaveAttribute(
      'href',
      '/files/druck.pdf?download=1',
    );
  });

  it('says so when there is nothing to show', () => {
    renderViewer({ files: [] });
    expect(screen.getByTestId('design-viewer')).toHaveTextContent('Keine Dateien');
  });

  it('keeps working as a controlled carousel in a parent', async () => {
    function Parent() {
      const [index, setIndex] = useState(0);
      return (
        <>
          <span data-testid="parent-index">{index}</span>
          <DesignViewer files={slides} index={index} onIndexChange={setIndex} />
        </>
      );
    }
    const user = userEvent.setup({ delay: null });
    render(unstyled(<Parent />));
    await user.click(screen.getByRole('button', { name: 'Folie 3' }));
    expect(screen.getByTestId('parent-index')).toHaveTextContent('2');
    expect(counter()).toHaveTextContent('3 / 3');
  });
});
