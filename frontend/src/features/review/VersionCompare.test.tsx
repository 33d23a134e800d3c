import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { unstyled } from '../../shared/testing/unstyled';
import { attachment, version } from '../projects/testing/fixtures';
import { VersionCompare } from './VersionCompare';

function slides(n: number, count: number, type = 'image/png') {
  return Array.from({ length: count }, (_, i) =>
    attachment({
      id: `v${n}-s${i + 1}`,
      fileName: `v${n}-${i + 1}.png`,
      fileUrl: `/files/v${n}-${i + 1}.png`,
      fileType: type,
      isFinalDesign: true,
    }),
  );
}

const versions = [
  version({
    id: 'v-1',
    number: 1,
    status: 'changes_requested',
    current: false,
    passedAt: '2025-03-15T12:00:00.000Z',
    files: slides(1, 2),
  }),
  version({
    id: 'v-2',
    number: 2,
    status: 'changes_requested',
    current: false,
    passedAt: '2025-03-18T12:00:00.000Z',
    files: slides(2, 2),
  }),
  version({
    id: 'v-3',
    number: 3,
    status: 'in_review',
    current: true,
    passedAt: '2025-03-20T12:00:00.000Z',
    files: slides(3, 3),
  }),
];

describe('VersionCompare', () => {
  it('shows the two latest versions side by side, slide by slide', async () => {
    const user = userEvent.setup({ delay: null });
    render(unstyled(<VersionCompare versions={versions} />));
    const compare = screen.getByTestId('version-compare');
    expect(within(compare).getByLabelText('Linke Version')).toBeInTheDocument();
    expect(within(compare).getByLabelText('Rechte Version')).toBeInTheDocument();
    const left = screen.getByTestId('compare-left');
    const right = screen.getByTestId('compare-right');
    expect(within(left).getByRole('heading')).toHaveTextContent('V2 · 18.03.2025');
    expect(within(right).getByRole('heading')).toHaveTextContent('V3 · 20.03.2025');
    expect(within(left).getByAltText('v2-1.png')).toBeInTheDocument();
    expect(within(right).getByAltText('v3-1.png')).toBeInTheDocument();

    expect(screen.getByTestId('slide-counter')).toHaveTextContent('1 / 3');
    await user.click(screen.getByRole('button', { name: 'Nächste Folie' }));
    expect(within(left).getByAltText('v2-2.png')).toBeInTheDocument();
    expect(within(right).getByAltText('v3-2.png')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Nächste Folie' }));
    // V2 has no third slide.
    expect(within(left).getByText('Keine Folie 3 in dieser Version')).toBeInTheDocument();
    expect(within(right).getByAltText('v3-3.png')).toBeInTheDocument();
    compare.focus();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByTestId('slide-counter')).toHaveTextContent('2 / 3');
  });

  it('lets the client choose the versions', async () => {
    const user = userEvent.setup({ delay: null });
    render(unstyled(<VersionCompare versions={versions} />));
    await user.click(screen.getByLabelText('Linke Version'));
    await user.click(await screen.findByTitle('V1 · 15.03.2025'));
    expect(within(screen.getByTestId('compare-left')).getByRole('heading')).toHaveTextContent('V1 · 15.03.2025');
    expect(within(screen.getByTestId('compare-left')).getByAltText('v1-1.png')).toBeInTheDocument();
  });

  it('lays two images over each other with a slider', async () => {
    const user = userEvent.setup({ delay: null });
    render(unstyled(<VersionCompare versions={versions} />));
    await user.click(screen.getByText('Überblenden'));
    const overlay = screen.getByTestId('compare-overlay');
    expect(within(overlay).getByAltText('V2: v2-1.png')).toBeInTheDocument();
    expect(screen.getByTestId('overlay-top')).toHaveStyle({ clipPath: 'inset(0 0 0 50%)' });
    fireEvent.change(screen.getByRole('slider', { name: 'Überblenden' }), { target: { value: '80' } });
    expect(screen.getByTestId('overlay-top')).toHaveStyle({ clipPath: 'inset(0 0 0 80%)' });
    await user.click(screen.getByText('Nebeneinander'));
    expect(screen.queryByTestId('compare-overlay')).not.toBeInTheDocument();
  });

  it('offers no overlay for videos', () => {
    const videos = versions.slice(0, 2).map((v) => ({ ...v, files: slides(v.number, 1, 'video/mp4') }));
    render(unstyled(<VersionCompare versions={videos} />));
    expect(screen.queryByText('Überblenden')).not.toBeInTheDocument();
    expect(screen.getByTestId('compare-left').querySelector('video')).toHaveAttribute('src', '/files/v1-1.png');
  });
});
