import { UploadOutlined } from '@ant-design/icons';
import { Avatar, Button, Typography, Upload } from 'antd';
import { apiErrorMessage } from '../../shared/apiError';
import { initialsOf } from '../../shared/initials';
import { useToast } from '../../shared/toast';
import { useGetProfileLogoQuery, useUploadProfileLogoMutation } from './profileApi';
import { profileTexts as t } from './texts';

/** The logo rules of the spec (§5, §9); the server checks the bytes again. */
const LOGO_MAX_BYTES = 5 * 1024 * 1024;
const LOGO_ACCEPT = 'image/*';

export interface ProfileLogoProps {
  name: string;
  /** The client whose branding logo to show and upload; without one (designers, admins) the initials show. */
  clientId: string | null;
}

/**
 * The branding logo of the client, or the initials when there is no branding or no logo yet; a
 * client (or an admin viewing as one) can upload a new one.
 */
export function ProfileLogo({ name, clientId }: ProfileLogoProps) {
  const toast = useToast();
  const { data: logoUrl } = useGetProfileLogoQuery(clientId ?? '', { skip: clientId === null });
  const [upload, { isLoading: isUploading }] = useUploadProfileLogoMutation();

  const send = async (file: File) => {
    if (!clientId) return;
    if (!file.type.startsWith('image/')) {
      toast.error(t.logoNotImage);
      return;
    }
    if (file.size > LOGO_MAX_BYTES) {
      toast.error(t.logoTooLarge);
      return;
    }
    try {
      await upload({ clientId, file }).unwrap();
      toast.success(t.logoUploaded);
    } catch (error) {
      toast.error(apiErrorMessage(error, t.logoUploadError));
    }
  };

  const avatar = logoUrl ? (
    <Avatar
      size={72}
      shape="square"
      src={logoUrl}
      alt={t.logoAlt(name)}
      className="profile-logo"
      data-testid="profile-logo"
    />
  ) : (
    <Avatar size={72} className="profile-logo profile-logo--initials" data-testid="profile-initials" aria-hidden="true">
      {initialsOf(name)}
    </Avatar>
  );

  if (!clientId) return avatar;
  return (
    <div className="profile-logo-field">
      {avatar}
      <Upload
        accept={LOGO_ACCEPT}
        maxCount={1}
        showUploadList={false}
        beforeUpload={(file) => {
          void send(file);
          // The upload runs through the API slice, not antd's own request.
          return false;
        }}
      >
        <Button size="small" icon={<UploadOutlined />} loading={isUploading}>
          {t.logoUpload}
        </Button>
      </Upload>
      <Typography.Text type="secondary" className="profile-logo-field__hint">
        {t.logoUploadHint}
      </Typography.Text>
    </div>
  );
}
