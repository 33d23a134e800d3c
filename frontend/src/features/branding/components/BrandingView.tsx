import { Card, Col, Descriptions, Row, Tabs, Typography, type DescriptionsProps } from 'antd';
import type { ReactNode } from 'react';
import type { Branding } from '../../../shared/brandingContract';
import {
  BRANDING_TABS,
  COLOR_KEYS,
  SOCIAL_NETWORK_ORDER,
  type BrandingListKey,
  type BrandingTextKey,
} from '../brandingFields';
import { brandingFieldLabels as labels, brandingListTitles, brandingTexts as t } from '../texts';

interface ValueProps {
  text: string | null | undefined;
}

function Value({ text }: ValueProps) {
  return text?.trim() ? (
    <span className="branding-value">{text}</span>
  ) : (
    <Typography.Text type="secondary">{t.empty}</Typography.Text>
  );
}

interface BulletListProps {
  items: readonly string[];
}

function BulletList({ items }: BulletListProps) {
  const filled = items.filter((item) => item.trim());
  if (filled.length === 0) return <Value text={null} />;
  return (
    <ul className="branding-bullets">
      {filled.map((item, index) => (
        <li key={index}>{item}</li>
      ))}
    </ul>
  );
}

interface ExternalLinkProps {
  href: string | null | undefined;
}

function ExternalLink({ href }: ExternalLinkProps) {
  const url = href?.trim();
  if (!url) return <Value text={null} />;
  // Only web addresses become links; anything else is shown as text.
  return /^https?:\/\//i.test(url) ? (
    <a href={url} target="_blank" rel="noopener noreferrer">
      {url}
    </a>
  ) : (
    <Value text={url} />
  );
}

/**
 * The brand as the server answered it. The server parses every stored brand through the schema, so
 * every field is there; read defensively all the same, without the schema (zod stays in the form's
 * chunk).
 */
function readBrand(raw: Record<string, unknown>) {
  const text = (key: string): string => (typeof raw[key] === 'string' ? (raw[key] as string) : '');
  const list = (key: string): string[] =>
    Array.isArray(raw[key])
      ? (raw[key] as unknown[]).filter((entry): entry is string => typeof entry === 'string')
      : [];
  const records = (key: string): Record<string, unknown>[] =>
    Array.isArray(raw[key])
      ? (raw[key] as unknown[]).filter(
          (entry): entry is Record<string, unknown> => typeof entry === 'object' && entry !== null,
        )
      : [];
  const field = (entry: Record<string, unknown>, key: string): string =>
    typeof entry[key] === 'string' ? (entry[key] as string) : '';
  return {
    text,
    list,
    imageTypes: records('imageTypes').map((entry) => ({
      type: field(entry, 'type'),
      description: field(entry, 'description'),
    })),
    examplePosts: records('examplePosts').map((entry) => ({
      type: field(entry, 'type'),
      headline: field(entry, 'headline'),
      subline: field(entry, 'subline'),
      body: field(entry, 'body'),
      cta: field(entry, 'cta'),
    })),
  };
}

type Brand = ReturnType<typeof readBrand>;

function items(
  data: Brand,
  texts: readonly BrandingTextKey[],
  lists: readonly BrandingListKey[],
): DescriptionsProps['items'] {
  return [
    ...texts.map((field) => ({ key: field, label: labels[field], children: <Value text={data.text(field)} /> })),
    ...lists.map((field) => ({
      key: field,
      label: brandingListTitles[field],
      children: <BulletList items={data.list(field)} />,
    })),
  ];
}

interface SectionProps {
  entries: DescriptionsProps['items'];
}

function Section({ entries }: SectionProps) {
  return <Descriptions bordered size="small" column={1} items={entries} className="branding-descriptions" />;
}

export interface BrandingViewProps {
  branding: Branding;
}

/** The brand read-only, in the viewer's five tabs; empty values show "–", lists skip empty entries. */
export function BrandingView({ branding }: BrandingViewProps) {
  const data = readBrand(branding.brandingData);
  const priceSegment = data.text('priceSegment');
  const links = branding.socialLinks ?? {};

  const clientData: DescriptionsProps['items'] = [
    ...(items(data, BRANDING_TABS.input.texts, []) ?? []),
    {
      key: 'priceSegment',
      label: labels.priceSegment,
      children: (
        <Value
          text={
            priceSegment in t.priceSegments
              ? t.priceSegments[priceSegment as keyof typeof t.priceSegments]
              : priceSegment
          }
        />
      ),
    },
  ];

  const palette = (
    <ul className="branding-swatches" aria-label={t.sections.palette}>
      {COLOR_KEYS.map((field) => (
        <li key={field} className="branding-swatch">
          <span
            className="branding-swatch__color"
            style={{ backgroundColor: data.text(field) || undefined }}
            aria-hidden="true"
          />
          <span className="branding-swatch__label">
            {labels[field]}
            <br />
            <Typography.Text type="secondary" className="branding-swatch__hex">
              {data.text(field) || t.empty}
            </Typography.Text>
          </span>
        </li>
      ))}
    </ul>
  );

  const imageTypes = data.imageTypes.filter((entry) => entry.type.trim() || entry.description.trim());
  const visual: DescriptionsProps['items'] = [
    { key: 'palette', label: t.sections.palette, children: palette },
    ...(items(data, BRANDING_TABS.visual.texts, []) ?? []).map((entry) =>
      // The fonts are shown in themselves.
      entry.key === 'displayFont' || entry.key === 'textFont'
        ? {
            ...entry,
            children: <span style={{ fontFamily: data.text(entry.key) || undefined }}>{entry.children}</span>,
          }
        : entry,
    ),
    {
      key: 'imageTypes',
      label: t.sections.imageTypes,
      children:
        imageTypes.length === 0 ? (
          <Value text={null} />
        ) : (
          <ul className="branding-bullets">
            {imageTypes.map((entry, index) => (
              <li key={index}>
                <strong>{entry.type || t.empty}</strong>
                {entry.description ? `: ${entry.description}` : null}
              </li>
            ))}
          </ul>
        ),
    },
  ];

  const posts = (
    <Row gutter={[16, 16]}>
      {data.examplePosts.map((post, index) => (
        <Col xs={24} lg={8} key={index}>
          <Card
            size="small"
            title={post.type || t.sections.examplePosts}
            className="branding-post"
            data-testid={`example-post-${post.type}`}
          >
            <Descriptions
              size="small"
              column={1}
              items={(['headline', 'subline', 'body', 'cta'] as const).map((part) => ({
                key: part,
                label: t.examplePost[part],
                children: <Value text={post[part]} />,
              }))}
            />
          </Card>
        </Col>
      ))}
    </Row>
  );

  const social: DescriptionsProps['items'] = [
    ...(items(data, [], BRANDING_TABS.social.lists) ?? []),
    { key: 'website', label: t.website, children: <ExternalLink href={branding.website} /> },
    ...SOCIAL_NETWORK_ORDER.map((network) => ({
      key: network,
      label: t.social[network],
      children: <ExternalLink href={links[network]} />,
    })),
  ];

  const tabs: { key: string; label: string; children: ReactNode }[] = [
    { key: 'clientData', label: t.tabs.clientData, children: <Section entries={clientData} /> },
    {
      key: 'identity',
      label: t.tabs.identity,
      children: <Section entries={items(data, BRANDING_TABS.identity.texts, BRANDING_TABS.identity.lists)} />,
    },
    {
      key: 'visual',
      label: t.tabs.visual,
      children: <Section entries={visual} />,
    },
    {
      key: 'voice',
      label: t.tabs.voice,
      children: <Section entries={items(data, BRANDING_TABS.voice.texts, BRANDING_TABS.voice.lists)} />,
    },
    {
      key: 'social',
      label: t.tabs.socialMedia,
      children: (
        <>
          <Section entries={social} />
          <Typography.Title level={4} className="branding-posts-title">
            {t.sections.examplePosts}
          </Typography.Title>
          {posts}
        </>
      ),
    },
  ];

  return (
    <Card>
      <Tabs items={tabs} />
    </Card>
  );
}
