import { cleanup, configure, fireEvent, render, screen, within } from '@testing-library/react';
import { cutCaption, NetworkPreview, type NetworkPreviewProps } from './NetworkPreview';

configure({ asyncUtilTimeout: 5000 });

const SLIDES = [
  { url: '/files/p-1/folie-1.jpg', kind: 'image' as const, name: 'folie-1.jpg' },
  { url: '/files/p-1/folie-2.jpg', kind: 'image' as const, name: 'folie-2.jpg' },
  { url: '/files/p-1/folie-3.jpg', kind: 'image' as const, name: 'folie-3.jpg' },
];

const LONG =
  'Unser Sonntagszopf ist zurück: frisch geflochten, goldbraun gebacken und noch warm, wenn du um sieben Uhr kommst. Dazu gibt es ab sofort hausgemachte Konfitüre aus dem Emmental.';

function preview(overrides: Partial<NetworkPreviewProps> = {}) {
  render(
    <NetworkPreview
      network="instagram"
      accountName="@baeckerei_muster"
      format="feed"
      media={SLIDES.slice(0, 1)}
      caption={LONG}
      hashtags={['zopf', 'zürich']}
      firstComment={null}
      {...overrides}
    />,
  );
  return screen.getByTestId('network-preview');
}

describe('the preview per network', () => {
  it.each([
    ['instagram', 125, 2],
    ['facebook', 477, 5],
    ['linkedin', 210, 3],
    ['tiktok', 100, 2],
  ] as const)('cuts the text on %s after %i characters or %i lines, at a word', (network, chars, lines) => {
    const long = cutCaption('wort '.repeat(200), network);
    expect(long.cut).toBe(true);
    expect(long.shown.length).toBeLessThanOrEqual(chars);
    expect(long.shown.endsWith('wort')).toBe(true);
    const manyLines = cutCaption(Array.from({ length: 8 }, (_, index) => `Zeile ${index}`).join('\n'), network);
    expect(manyLines).toEqual({ shown: manyLines.shown, cut: true });
    expect(manyLines.shown.split('\n')).toHaveLength(lines);
    expect(cutCaption('Kurz und gut', network)).toEqual({ shown: 'Kurz und gut', cut: false });
  });

  it('shows an Instagram post as Instagram does: the account, the picture, the text cut to «… mehr», the hashtags and the first comment', () => {
    const section = preview({ firstComment: '#brot #backstube' });
    expect(section).toHaveAccessibleName('Vorschau auf Instagram');
    expect(within(section).getByTestId('preview-account')).toHaveTextContent('@baeckerei_muster');
    expect(within(section).getByRole('img', { name: 'folie-1.jpg' })).toHaveAttribute('src', '/files/p-1/folie-1.jpg');
    const caption = within(section).getByTestId('preview-caption');
    expect(caption.textContent).not.toContain('Emmental');
    expect(caption.textContent!.startsWith('@baeckerei_muster Unser Sonntagszopf')).toBe(true);
    fireEvent.click(within(caption).getByRole('button', { name: '… mehr' }));
    expect(caption).toHaveTextContent('Konfitüre aus dem Emmental.');
    expect(
      within(caption)
        .getAllByTestId('preview-hashtag')
        .map((tag) => tag.textContent),
    ).toEqual(['#zopf', '#zürich']);
    expect(within(section).getByTestId('preview-first-comment')).toHaveTextContent(
      '@baeckerei_muster #brot #backstube',
    );
  });

  it('shows the account’s picture where the network gave one, its initials where not', () => {
    const head = (section: HTMLElement) => within(section).getByTestId('preview-account').parentElement!;
    const pictured = preview({ accountPicture: '/files/pictures/c-1/bild.png' });
    expect(head(pictured).querySelector('img')).toHaveAttribute('src', '/files/pictures/c-1/bild.png');
    cleanup();
    const plain = preview({ network: 'facebook', accountName: 'Bäckerei Muster', accountPicture: null });
    expect(head(plain).querySelector('img')).toBeNull();
    expect(head(plain)).toHaveTextContent('BM');
  });

  it('swipes a carousel with its buttons, the arrow keys and a finger', () => {
    const section = preview({ media: SLIDES });
    const counter = within(section).getByTestId('preview-counter');
    const slide = () => within(section).getByTestId('preview-slide');
    expect(counter).toHaveTextContent('Folie 1 von 3');
    expect(within(section).getByRole('button', { name: 'Vorherige Folie' })).toBeDisabled();
    fireEvent.click(within(section).getByRole('button', { name: 'Nächste Folie' }));
    expect(slide()).toHaveAttribute('alt', 'folie-2.jpg');
    const carousel = within(section).getByRole('group', { name: 'Wischen oder Pfeiltasten für die weiteren Folien' });
    fireEvent.keyDown(carousel, { key: 'ArrowRight' });
    expect(counter).toHaveTextContent('Folie 3 von 3');
    expect(within(section).getByRole('button', { name: 'Nächste Folie' })).toBeDisabled();
    fireEvent.keyDown(carousel, { key: 'ArrowLeft' });
    expect(slide()).toHaveAttribute('alt', 'folie-2.jpg');
    // A swipe to the right goes back; a touch that barely moves does nothing.
    fireEvent.touchStart(carousel, { touches: [{ clientX: 100 }] });
    fireEvent.touchEnd(carousel, { changedTouches: [{ clientX: 220 }] });
    expect(counter).toHaveTextContent('Folie 1 von 3');
    fireEvent.touchStart(carousel, { touches: [{ clientX: 100 }] });
    fireEvent.touchEnd(carousel, { changedTouches: [{ clientX: 110 }] });
    expect(counter).toHaveTextContent('Folie 1 von 3');
    fireEvent.touchStart(carousel, { touches: [{ clientX: 220 }] });
    fireEvent.touchEnd(carousel, { changedTouches: [{ clientX: 100 }] });
    expect(counter).toHaveTextContent('Folie 2 von 3');
  });

  it("shows a story as the 9:16 frame with the account on top, the video's cover and no text", () => {
    const section = preview({
      network: 'facebook',
      accountName: 'Bäckerei Muster',
      format: 'story',
      media: [{ url: '/files/p-1/story.mp4', kind: 'video', name: 'story.mp4' }],
    });
    expect(section).toHaveAttribute('data-format', 'story');
    expect(within(section).getByText('Story')).toBeInTheDocument();
    expect(within(section).getByTestId('preview-account')).toHaveTextContent('Bäckerei Muster');
    const cover = within(section).getByTestId('preview-slide');
    expect(cover.tagName).toBe('VIDEO');
    expect(cover).toHaveAttribute('preload', 'metadata');
    expect(within(section).queryByTestId('preview-caption')).not.toBeInTheDocument();
  });

  it('puts the text above the picture on LinkedIn and leaves a short one uncut, without a first comment', () => {
    const section = preview({ network: 'linkedin', caption: 'Frisch aus dem Ofen', hashtags: [], firstComment: '#x' });
    const caption = within(section).getByTestId('preview-caption');
    expect(caption).toHaveTextContent('Frisch aus dem Ofen');
    expect(within(caption).queryByRole('button', { name: '… mehr' })).not.toBeInTheDocument();
    expect(caption.compareDocumentPosition(within(section).getByTestId('preview-slide'))).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
    expect(within(section).queryByTestId('preview-first-comment')).not.toBeInTheDocument();
  });

  it('says so when there is no file to show', () => {
    const section = preview({ media: [] });
    expect(within(section).getByText('Keine Dateien für die Vorschau')).toBeInTheDocument();
  });
});
