import { UploadOutlined } from '@ant-design/icons';
import { Button, Card, Col, Form, Input, Row, Upload, type UploadFile } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { apiErrorMessage, apiFieldErrors } from '../../shared/apiError';
import { ACCOUNT_LIMITS, NEW_CLIENT_BRAND_DEFAULTS, type CreateClientBody } from '../../shared/contracts';
import { PageHeading } from '../../shared/PageHeading';
import { useToast } from '../../shared/toast';
import { useCreateAdminClientMutation, useUploadClientLogoMutation } from './adminApi';
import { adminTexts as t, socialLabels } from './texts';
import './admin.css';

type SocialNetwork = keyof typeof socialLabels;
const socialNetworks = Object.keys(socialLabels) as SocialNetwork[];

interface AddClientValues {
  name: string;
  email: string;
  password: string;
  brandName?: string;
  website?: string;
  colorPrimary: string;
  colorSecondary: string;
  font: string;
  social?: Partial<Record<SocialNetwork, string>>;
}

/** The length of a chosen password; the server's rule refuses easy guesses too and says why. */
const MIN_PASSWORD = ACCOUNT_LIMITS.passwordMin;
const MAX_LOGO_BYTES = 5 * 1024 * 1024;
const COLOR = /^#[0-9a-fA-F]{6}$/;
const formFields = [
  'name',
  'email',
  'password',
  'brandName',
  'website',
  'colorPrimary',
  'colorSecondary',
  'font',
] as const;

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.includes('.');
  } catch {
    return false;
  }
}

function trimmed(value: string | undefined): string | undefined {
  const text = value?.trim();
  return text ? text : undefined;
}

function toBody(values: AddClientValues): CreateClientBody {
  const socialLinks: CreateClientBody['socialLinks'] = {};
  for (const network of socialNetworks) {
    const link = trimmed(values.social?.[network]);
    if (link) socialLinks[network] = link;
  }
  return {
    name: values.name.trim(),
    email: values.email.trim(),
    password: values.password,
    // The server falls back to the name and the defaults for what is left out.
    brandName: trimmed(values.brandName),
    website: trimmed(values.website),
    colorPrimary: values.colorPrimary.trim(),
    colorSecondary: values.colorSecondary.trim(),
    font: trimmed(values.font),
    socialLinks: Object.keys(socialLinks).length > 0 ? socialLinks : undefined,
  };
}

/** /admin/add-client: the account, its branding and logo (spec 001 §5); then the client's page. */
export function AddClientPage() {
  const toast = useToast();
  const navigate = useNavigate();
  const [form] = Form.useForm<AddClientValues>();
  const [createClient, { isLoading: creating }] = useCreateAdminClientMutation();
  const [uploadLogo, { isLoading: uploading }] = useUploadClientLogoMutation();
  const [logo, setLogo] = useState<File | null>(null);
  const [logoFiles, setLogoFiles] = useState<UploadFile[]>([]);

  const chooseLogo = (file: File) => {
    if (!file.type.startsWith('image/')) toast.error(t.imagesOnly);
    else if (file.size > MAX_LOGO_BYTES) toast.error(t.fileTooLarge);
    else {
      setLogo(file);
      // eslint-disable-next-line contentflow/no-status-literal -- antd's UploadFile status, not a lifecycle
      setLogoFiles([{ uid: 'logo', name: file.name, status: 'done' }]);
    }
    // Nothing uploads now: the logo needs the client's id, known after creation.
    return false;
  };

  const submit = async (values: AddClientValues) => {
    let clientId: string;
    try {
      clientId = (await createClient(toBody(values)).unwrap()).id;
    } catch (error) {
      // The entries stay as typed; the server's field messages show at their fields.
      const known = apiFieldErrors(error).filter((entry) => (formFields as readonly string[]).includes(entry.field));
      form.setFields(
        known.map((entry) => ({ name: entry.field as (typeof formFields)[number], errors: [entry.message] })),
      );
      toast.error(apiErrorMessage(error, t.clientCreateError));
      return;
    }
    toast.success(t.clientCreated);
    if (logo) {
      try {
        await uploadLogo({ clientId, file: logo }).unwrap();
      } catch {
        // Not fatal: the client exists; the logo can be set on its page.
        toast.warning(t.logoUploadError);
      }
    }
    navigate(`/admin/clients/${encodeURIComponent(clientId)}`);
  };

  const required = { required: true, whitespace: true, message: t.allFieldsRequired };
  const color = { pattern: COLOR, message: t.invalidColor };
  return (
    <>
      <PageHeading title={t.addClientTitle} subtitle={t.addClientSubtitle} />
      <Form<AddClientValues>
        form={form}
        layout="vertical"
        requiredMark={false}
        initialValues={NEW_CLIENT_BRAND_DEFAULTS}
        onFinish={submit}
      >
        <Row gutter={[16, 16]}>
          <Col xs={24} lg={12}>
            <Card title={t.accountSection}>
              <Form.Item name="name" label={t.nameLabel} rules={[required]}>
                <Input autoComplete="off" />
              </Form.Item>
              <Form.Item name="email" label={t.emailLabel} rules={[required]}>
                <Input type="email" autoComplete="off" />
              </Form.Item>
              <Form.Item
                name="password"
                label={t.passwordLabel}
                rules={[required, { min: MIN_PASSWORD, message: t.passwordTooShort }]}
              >
                <Input.Password placeholder={t.passwordPlaceholder} autoComplete="new-password" />
              </Form.Item>
            </Card>
          </Col>
          <Col xs={24} lg={12}>
            <Card title={t.brandingSection}>
              <Form.Item name="brandName" label={t.brandNameLabel} extra={t.brandNameHint}>
                <Input />
              </Form.Item>
              <Form.Item
                name="website"
                label={t.websiteLabel}
                rules={[
                  {
                    validator: async (_, value?: string) => {
                      if (trimmed(value) && !isHttpUrl(value!.trim())) throw new Error(t.invalidUrl);
                    },
                  },
                ]}
              >
                <Input type="url" placeholder={t.websitePlaceholder} />
              </Form.Item>
              <Row gutter={16}>
                <Col xs={24} sm={12}>
                  <Form.Item name="colorPrimary" label={t.colorPrimaryLabel} rules={[color]}>
                    <Input />
                  </Form.Item>
                </Col>
                <Col xs={24} sm={12}>
                  <Form.Item name="colorSecondary" label={t.colorSecondaryLabel} rules={[color]}>
                    <Input />
                  </Form.Item>
                </Col>
              </Row>
              <Form.Item name="font" label={t.fontLabel}>
                <Input />
              </Form.Item>
              <Form.Item label={t.logoLabel}>
                <Upload
                  accept="image/*"
                  maxCount={1}
                  fileList={logoFiles}
                  beforeUpload={chooseLogo}
                  onRemove={() => {
                    setLogo(null);
                    setLogoFiles([]);
                  }}
                >
                  <Button icon={<UploadOutlined />}>{t.chooseLogo}</Button>
                </Upload>
              </Form.Item>
            </Card>
          </Col>
          <Col xs={24}>
            <Card title={t.socialSection}>
              <Row gutter={16}>
                {socialNetworks.map((network) => (
                  <Col xs={24} md={12} key={network}>
                    <Form.Item name={['social', network]} label={socialLabels[network]}>
                      <Input type="url" />
                    </Form.Item>
                  </Col>
                ))}
              </Row>
            </Card>
          </Col>
        </Row>
        <Button type="primary" htmlType="submit" loading={creating || uploading} className="add-client-submit">
          {t.createClient}
        </Button>
      </Form>
    </>
  );
}
