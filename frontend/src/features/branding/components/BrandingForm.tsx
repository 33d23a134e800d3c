import { SaveOutlined } from '@ant-design/icons';
import { Button, Card, Col, ColorPicker, Form, Input, Radio, Row, Tabs, Tag, Typography } from 'antd';
import { useState, type ReactNode } from 'react';
import { apiFieldErrors } from '../../../shared/apiError';
import {
  BRANDING_LIST_SIZES,
  BRANDING_MARKED_REQUIRED,
  BRANDING_WORD_HINTS,
  EXAMPLE_POST_TYPES,
  PRICE_SEGMENTS,
  SOCIAL_NETWORKS,
} from '../../../shared/brandingContract';
import { useToast } from '../../../shared/toast';
import { useLeaveGuard } from '../../../shared/useLeaveGuard';
import { useUpdateBrandingMutation } from '../brandingApi';
import {
  BRANDING_TABS,
  COLOR_KEYS,
  LONG_TEXTS,
  type BrandingFormValues,
  type BrandingListKey,
  type BrandingTextKey,
} from '../brandingFields';
import { toFormValues, toNamePath, toUpdate } from '../brandingModel';
import { brandingFieldLabels as labels, brandingListTitles, brandingTexts as t } from '../texts';
import { BrandItem, ServerErrorsContext } from './BrandItem';
import { BrandPreview } from './BrandPreview';
import { WordCount } from './WordCount';

type TabKey = keyof typeof BRANDING_TABS;
type NamePath = (string | number)[];

const MARKED: ReadonlySet<string> = new Set(BRANDING_MARKED_REQUIRED);
const WORD_HINTS: Partial<Record<string, number>> = BRANDING_WORD_HINTS;

/** The tab that holds a field of the PUT body (for a 400: the first field in error is shown). */
function tabOf(path: NamePath): TabKey | null {
  const [root, key] = path;
  if (root === 'website' || root === 'socialLinks') return 'social';
  if (root !== 'brandingData') return null;
  for (const [tab, fields] of Object.entries(BRANDING_TABS) as [TabKey, (typeof BRANDING_TABS)[TabKey]][]) {
    if ((fields.texts as readonly unknown[]).includes(key) || (fields.lists as readonly unknown[]).includes(key))
      return tab;
  }
  if (key === 'priceSegment') return 'input';
  if (key === 'examplePosts') return 'social';
  return 'visual';
}

interface TextFieldProps {
  field: BrandingTextKey;
}

function TextField({ field }: TextFieldProps) {
  const name = ['brandingData', field];
  const hint = WORD_HINTS[field];
  return (
    <BrandItem
      name={name}
      label={labels[field]}
      required={MARKED.has(field)}
      extra={hint ? <WordCount name={name} hint={hint} /> : undefined}
    >
      {LONG_TEXTS.has(field) ? <Input.TextArea autoSize={{ minRows: 2, maxRows: 8 }} /> : <Input />}
    </BrandItem>
  );
}

interface ListFieldProps {
  field: BrandingListKey;
}

function ListField({ field }: ListFieldProps) {
  return (
    <fieldset className="branding-list">
      <legend>{brandingListTitles[field]}</legend>
      <Row gutter={[16, 0]}>
        {Array.from({ length: BRANDING_LIST_SIZES[field] }, (_, index) => (
          <Col xs={24} md={12} key={index}>
            <BrandItem name={['brandingData', field, index]} label={t.listEntry(labels[field], index)}>
              <Input />
            </BrandItem>
          </Col>
        ))}
      </Row>
    </fieldset>
  );
}

interface FieldsProps {
  tab: TabKey;
}

function Fields({ tab }: FieldsProps) {
  const { texts, lists } = BRANDING_TABS[tab];
  return (
    <>
      <Row gutter={[16, 0]}>
        {texts.map((field) => (
          <Col xs={24} md={LONG_TEXTS.has(field) ? 24 : 12} key={field}>
            <TextField field={field} />
          </Col>
        ))}
      </Row>
      {lists.map((field) => (
        <ListField key={field} field={field} />
      ))}
    </>
  );
}

function InputTab() {
  return (
    <>
      <Typography.Paragraph type="secondary">{t.requiredHint}</Typography.Paragraph>
      <Fields tab="input" />
      <BrandItem name={['brandingData', 'priceSegment']} label={labels.priceSegment}>
        <Radio.Group
          optionType="button"
          options={PRICE_SEGMENTS.map((value) => ({ value, label: t.priceSegments[value] }))}
        />
      </BrandItem>
    </>
  );
}

function VisualTab() {
  return (
    <Row gutter={[24, 0]}>
      <Col xs={24} lg={14}>
        <fieldset className="branding-list">
          <legend>{t.sections.palette}</legend>
          <Row gutter={[16, 0]}>
            {COLOR_KEYS.map((field) => (
              <Col xs={24} sm={12} key={field}>
                <BrandItem
                  name={['brandingData', field]}
                  label={labels[field]}
                  getValueFromEvent={(color: { toHexString: () => string }) => color.toHexString().toUpperCase()}
                >
                  <ColorPicker showText disabledAlpha format="hex" aria-label={labels[field]} />
                </BrandItem>
              </Col>
            ))}
          </Row>
        </fieldset>
        <Fields tab="visual" />
        <fieldset className="branding-list">
          <legend>{t.sections.imageTypes}</legend>
          {Array.from({ length: BRANDING_LIST_SIZES.imageTypes }, (_, index) => (
            <Row gutter={[16, 0]} key={index}>
              <Col xs={24} md={10}>
                <BrandItem name={['brandingData', 'imageTypes', index, 'type']} label={t.listEntry(t.imageType, index)}>
                  <Input />
                </BrandItem>
              </Col>
              <Col xs={24} md={14}>
                <BrandItem
                  name={['brandingData', 'imageTypes', index, 'description']}
                  label={t.listEntry(t.imageDescription, index)}
                >
                  <Input.TextArea autoSize={{ minRows: 1, maxRows: 6 }} />
                </BrandItem>
              </Col>
            </Row>
          ))}
        </fieldset>
      </Col>
      <Col xs={24} lg={10}>
        <BrandPreview />
      </Col>
    </Row>
  );
}

function SocialTab() {
  return (
    <>
      <Fields tab="social" />
      <fieldset className="branding-list">
        <legend>{t.sections.examplePosts}</legend>
        <Row gutter={[16, 16]}>
          {EXAMPLE_POST_TYPES.map((type, index) => {
            const post = (part: keyof typeof t.examplePost) => ['brandingData', 'examplePosts', index, part];
            const hinted = (part: keyof typeof t.examplePost, long = false) => (
              <BrandItem
                name={post(part)}
                label={`${t.examplePost[part]} (${type})`}
                extra={<WordCount name={post(part)} hint={BRANDING_WORD_HINTS[part]} />}
              >
                {long ? <Input.TextArea autoSize={{ minRows: 3, maxRows: 10 }} /> : <Input />}
              </BrandItem>
            );
            return (
              <Col xs={24} lg={8} key={type}>
                <Card title={type} size="small" className="branding-post" data-testid={`example-post-${type}`}>
                  {hinted('headline')}
                  {hinted('subline')}
                  {hinted('body', true)}
                  {hinted('cta')}
                </Card>
              </Col>
            );
          })}
        </Row>
      </fieldset>
      <fieldset className="branding-list">
        <legend>{t.sections.links}</legend>
        <Row gutter={[16, 0]}>
          <Col xs={24} md={12}>
            <BrandItem name={['website']} label={t.website}>
              <Input type="url" inputMode="url" placeholder="https://" />
            </BrandItem>
          </Col>
          {SOCIAL_NETWORKS.map((network) => (
            <Col xs={24} md={12} key={network}>
              <BrandItem name={['socialLinks', network]} label={t.social[network]}>
                <Input type="url" inputMode="url" placeholder="https://" />
              </BrandItem>
            </Col>
          ))}
        </Row>
      </fieldset>
    </>
  );
}

const TAB_PANES: Record<TabKey, { label: string; pane: ReactNode }> = {
  input: { label: t.tabs.input, pane: <InputTab /> },
  identity: { label: t.tabs.identity, pane: <Fields tab="identity" /> },
  visual: { label: t.tabs.visual, pane: <VisualTab /> },
  voice: { label: t.tabs.voice, pane: <Fields tab="voice" /> },
  social: { label: t.tabs.social, pane: <SocialTab /> },
};

export interface BrandingFormProps {
  clientId: string;
  initialValues: BrandingFormValues;
}

/** The leaf paths of a nested value ("brandingData.hooks.3"), as the server names fields. */
function leafPaths(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return prefix ? [prefix] : [];
  return Object.entries(value).flatMap(([key, entry]) => leafPaths(entry, prefix ? `${prefix}.${key}` : key));
}

/**
 * The brand in one form over five tabs. A pane mounts when first opened and then stays mounted, so
 * nothing typed is lost on a tab switch; the form's store holds every field from the start, so the
 * whole brand goes out with each save. Hints (word counts, required markers) never
 * block saving (spec 000 §5).
 */
export function BrandingForm({ clientId, initialValues }: BrandingFormProps) {
  // Untyped: the 400's field paths ("brandingData.hooks.3") are only known at run time.
  const [form] = Form.useForm();
  const [activeTab, setActiveTab] = useState<TabKey>('input');
  const [dirty, setDirty] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [save, { isLoading: saving }] = useUpdateBrandingMutation();
  const toast = useToast();
  useLeaveGuard(dirty, t.leaveConfirm);

  const onValuesChange = (changed: unknown) => {
    setDirty(true);
    // An edited field no longer carries the message of the last refused save.
    const edited = leafPaths(changed).filter((path) => path in serverErrors);
    if (edited.length > 0)
      setServerErrors((current) =>
        Object.fromEntries(Object.entries(current).filter(([path]) => !edited.includes(path))),
      );
  };

  const submit = async () => {
    setServerErrors({});
    // All values of the store, the brand's defaults and tabs not opened yet included.
    const values = form.getFieldsValue(true) as BrandingFormValues;
    try {
      const saved = await save({ clientId, body: toUpdate(values) }).unwrap();
      // The stored brand as the server normalised it (trimmed texts, upper-case colours).
      form.setFieldsValue(toFormValues(saved));
      setDirty(false);
      toast.success(t.saved);
    } catch (error) {
      const errors = apiFieldErrors(error);
      if (errors.length > 0) {
        setServerErrors(Object.fromEntries(errors.map(({ field, message }) => [field, message])));
        const tab = tabOf(toNamePath(errors[0].field));
        if (tab) setActiveTab(tab);
      }
      toast.error(t.saveError);
    }
  };

  return (
    <Form
      form={form}
      layout="vertical"
      initialValues={initialValues}
      onValuesChange={onValuesChange}
      onFinish={() => void submit()}
      className="branding-form"
    >
      <ServerErrorsContext.Provider value={serverErrors}>
        <Card>
          <Tabs
            activeKey={activeTab}
            onChange={(key) => setActiveTab(key as TabKey)}
            destroyOnHidden={false}
            items={(Object.keys(TAB_PANES) as TabKey[]).map((key) => ({
              key,
              label: TAB_PANES[key].label,
              children: TAB_PANES[key].pane,
            }))}
          />
        </Card>
      </ServerErrorsContext.Provider>
      <div className="branding-actions">
        {dirty ? <Tag color="warning">{t.unsaved}</Tag> : null}
        <Button type="primary" htmlType="submit" icon={<SaveOutlined />} loading={saving}>
          {t.save}
        </Button>
      </div>
    </Form>
  );
}
