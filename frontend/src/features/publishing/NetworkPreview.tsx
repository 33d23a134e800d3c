import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { Avatar, Button, Typography } from 'antd';
import { useRef, useState, type KeyboardEvent, type ReactNode, type TouchEvent } from 'react';
import { postTextAsSent, SOCIAL_NETWORK_LABELS, type SocialNetworkName } from '../../shared/contracts';
import { publishingTexts as t } from './texts';

/** A file of the post as the preview shows it: an image, or a video's cover (its first frame). */
export interface PreviewMedia {
  url: string;
  kind: 'image' | 'video';
  name: string;
}

export interface NetworkPreviewProps {
  network: SocialNetworkName;
  accountName: string;
  /** The account's picture; its initials without one. */
  accountPicture?: string | null;
  format: 'feed' | 'story';
  /** In order: a carousel's slides. */
  media: readonly PreviewMedia[];
  caption: string;
  hashtags: readonly string[];
  /** Instagram: shown under the post as the account's first comment. */
  firstComment?: string | null;
}

/**
 * Where each network cuts a post's text in the feed before its «… mehr»: Instagram after two lines
 * (about 125 characters), Facebook after five (about 477), LinkedIn after three (about 210), TikTok
 * after two short ones (about 100). The text is cut at the earlier of the two, at a word's end.
 */
const CAPTION_CUTS: Record<SocialNetworkName, { chars: number; lines: number }> = {
  instagram: { chars: 125, lines: 2 },
  facebook: { chars: 477, lines: 5 },
  linkedin: { chars: 210, lines: 3 },
  tiktok: { chars: 100, lines: 2 },
};

/** The text as the network shows it before «… mehr», and whether it was cut. */
export function cutCaption(text: string, network: SocialNetworkName): { shown: string; cut: boolean } {
  const rule = CAPTION_CUTS[network];
  const lines = text.split('\n');
  let shown = lines.slice(0, rule.lines).join('\n');
  if (shown.length > rule.chars) {
    const hard = shown.slice(0, rule.chars);
    const space = hard.lastIndexOf(' ');
    shown = space > rule.chars * 0.6 ? hard.slice(0, space) : hard;
  }
  const cut = shown.length < text.length;
  return { shown: cut ? shown.trimEnd() : shown, cut };
}

/** The text with its hashtags marked as the networks show them (coloured links). */
function withHashtags(text: string): ReactNode[] {
  return text.split(/(#[\p{L}\p{N}_]+)/u).map((part, index) =>
    part.startsWith('#') ? (
      <span key={index} className="network-preview__hashtag" data-testid="preview-hashtag">
        {part}
      </span>
    ) : (
      part
    ),
  );
}

function initials(name: string): string {
  return (
    name
      .replace(/^@/, '')
      .split(/[\s._-]+/)
      .filter(Boolean)
      .slice(0, 2)
      .map((word) => word[0]!.toUpperCase())
      .join('') || '?'
  );
}

interface CaptionProps {
  network: SocialNetworkName;
  text: string;
  /** Instagram and TikTok lead the text with the account's name. */
  name?: string;
}

function Caption({ network, text, name }: CaptionProps) {
  const [open, setOpen] = useState(false);
  const { shown, cut } = cutCaption(text, network);
  if (!text) return null;
  return (
    <p className="network-preview__caption" data-testid="preview-caption">
      {name ? <strong>{name} </strong> : null}
      {withHashtags(open ? text : shown)}
      {cut && !open ? (
        <>
          {' '}
          <button type="button" className="network-preview__more" onClick={() => setOpen(true)}>
            {t.more}
          </button>
        </>
      ) : null}
    </p>
  );
}

interface SlidesProps {
  media: readonly PreviewMedia[];
  story: boolean;
}

/** The post's files: one, or a carousel that swipes (buttons, arrow keys, a finger). */
function Slides({ media, story }: SlidesProps) {
  const [index, setIndex] = useState(0);
  const touch = useRef<number | null>(null);
  const total = media.length;
  const current = Math.min(index, Math.max(total - 1, 0));
  const go = (next: number) => setIndex(Math.max(0, Math.min(total - 1, next)));
  if (!total) {
    return (
      <div className="network-preview__media network-preview__media--empty">
        <Typography.Text type="secondary">{t.previewEmpty}</Typography.Text>
      </div>
    );
  }
  const file = media[current]!;
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'ArrowRight') go(current + 1);
    else if (event.key === 'ArrowLeft') go(current - 1);
    else return;
    event.preventDefault();
  };
  const onTouchStart = (event: TouchEvent<HTMLDivElement>) => {
    touch.current = event.touches[0]?.clientX ?? null;
  };
  const onTouchEnd = (event: TouchEvent<HTMLDivElement>) => {
    const start = touch.current;
    const end = event.changedTouches[0]?.clientX;
    touch.current = null;
    if (start === null || end === undefined || Math.abs(end - start) < 40) return;
    go(end < start ? current + 1 : current - 1);
  };
  const carousel = total > 1;
  return (
    <div
      className={`network-preview__media${story ? ' network-preview__media--story' : ''}`}
      {...(carousel
        ? {
            role: 'group',
            'aria-roledescription': 'carousel',
            'aria-label': t.carouselHint,
            tabIndex: 0,
            onKeyDown,
            onTouchStart,
            onTouchEnd,
          }
        : {})}
    >
      {file.kind === 'video' ? (
        <video src={file.url} preload="metadata" muted playsInline aria-label={file.name} data-testid="preview-slide" />
      ) : (
        <img src={file.url} alt={file.name} data-testid="preview-slide" />
      )}
      {carousel ? (
        <>
          <Button
            className="network-preview__nav network-preview__nav--previous"
            shape="circle"
            size="small"
            icon={<LeftOutlined aria-hidden="true" />}
            aria-label={t.previousSlide}
            disabled={current === 0}
            onClick={() => go(current - 1)}
          />
          <Button
            className="network-preview__nav network-preview__nav--next"
            shape="circle"
            size="small"
            icon={<RightOutlined aria-hidden="true" />}
            aria-label={t.nextSlide}
            disabled={current === total - 1}
            onClick={() => go(current + 1)}
          />
          <span className="network-preview__counter" aria-live="polite" data-testid="preview-counter">
            {t.slide(current + 1, total)}
          </span>
        </>
      ) : null}
    </div>
  );
}

/**
 * The post as its network shows it (issue 42): the account's name and picture, the first slide or
 * the video's cover (a carousel swipes), the text cut where the network cuts it with «… mehr», the
 * hashtags marked, Instagram's first comment under it; a story as the 9:16 frame with the account
 * on top and no text. The schedule dialog shows it; the calendar may too (the feature's index).
 */
export function NetworkPreview({
  network,
  accountName,
  accountPicture,
  format,
  media,
  caption,
  hashtags,
  firstComment,
}: NetworkPreviewProps) {
  const label = SOCIAL_NETWORK_LABELS[network];
  const text = postTextAsSent(caption, hashtags);
  const story = format === 'story';
  const avatar = (
    <Avatar size="small" src={accountPicture ?? undefined} alt="">
      {initials(accountName)}
    </Avatar>
  );
  const head = (
    <div className="network-preview__head">
      {avatar}
      <strong data-testid="preview-account">{accountName}</strong>
      {story ? <span className="network-preview__badge">{t.storyLabel}</span> : null}
    </div>
  );
  let body: ReactNode;
  if (story) {
    body = (
      <div className="network-preview__story">
        <Slides media={media.slice(0, 1)} story />
        <div className="network-preview__story-head">{head}</div>
      </div>
    );
  } else if (network === 'instagram') {
    body = (
      <>
        {head}
        <Slides media={media} story={false} />
        <Caption network={network} text={text} name={accountName} />
        {firstComment ? (
          <p className="network-preview__comment" data-testid="preview-first-comment">
            <strong>{accountName} </strong>
            {withHashtags(firstComment)}
          </p>
        ) : null}
      </>
    );
  } else if (network === 'tiktok') {
    body = (
      <div className="network-preview__story">
        <Slides media={media} story />
        <div className="network-preview__overlay">
          <Caption network={network} text={text} name={accountName} />
        </div>
      </div>
    );
  } else {
    body = (
      <>
        {head}
        <Caption network={network} text={text} />
        <Slides media={media} story={false} />
      </>
    );
  }
  return (
    <section
      className={`network-preview network-preview--${network}`}
      aria-label={t.previewLabel(label)}
      data-testid="network-preview"
      data-network={network}
      data-format={format}
    >
      {body}
    </section>
  );
}
