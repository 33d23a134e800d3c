import { Form, Radio } from 'antd';
import { contentTypeLabels, contentTypes } from '../../../../shared/orders/status';
import { projectTexts as t } from '../../texts';

export interface ContentTypeFieldProps {
  /** The order exists already (only its files are missing): its type can no longer change. */
  locked: boolean;
}

/** Post, carousel or reel: decides the quota that counts and whether slide ideas are asked for. */
export function ContentTypeField({ locked }: ContentTypeFieldProps) {
  return (
    <Form.Item name="contentType" label={t.contentType} required>
      <Radio.Group
        optionType="button"
        buttonStyle="solid"
        disabled={locked}
        options={contentTypes.map((type) => ({ value: type, label: contentTypeLabels[type] }))}
      />
    </Form.Item>
  );
}
