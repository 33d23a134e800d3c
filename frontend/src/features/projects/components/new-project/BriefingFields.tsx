import { Checkbox, Form, Input, Select } from 'antd';
import { PROJECT_LIMITS } from '../../../../shared/contracts';
import { platformOptions, projectTexts as t } from '../../texts';
import { AiCaptionFields } from './AiCaptionFields';

const platformChoices = platformOptions.map((platform) => ({ value: platform, label: platform }));

interface LineFieldProps {
  name: 'contentGoal' | 'hook' | 'cta';
  label: string;
  placeholder: string;
}

/** One optional line of the briefing (goal, hook, CTA), as long as the order's texts may be. */
function LineField({ name, label, placeholder }: LineFieldProps) {
  return (
    <Form.Item name={name} label={label}>
      <Input placeholder={placeholder} maxLength={PROJECT_LIMITS.text} />
    </Form.Item>
  );
}

export interface BriefingFieldsProps {
  /** The order exists already (only its files are missing): title and content are sent. */
  locked: boolean;
  /** The AI wrote into the form. */
  onAiFilled: () => void;
}

/**
 * The briefing's texts from title to visual idea (spec 000 section 2), with the caption and CTA the
 * AI can write; only title and content are required.
 */
export function BriefingFields({ locked, onAiFilled }: BriefingFieldsProps) {
  return (
    <>
      <Form.Item name="title" label={t.title} rules={[{ required: true, whitespace: true, message: t.titleRequired }]}>
        <Input placeholder={t.titlePrompt} maxLength={PROJECT_LIMITS.title} disabled={locked} />
      </Form.Item>
      <Form.Item
        name="description"
        label={t.content}
        rules={[{ required: true, whitespace: true, message: t.contentRequired }]}
      >
        <Input.TextArea rows={4} placeholder={t.contentPrompt} maxLength={PROJECT_LIMITS.text} disabled={locked} />
      </Form.Item>
      <Form.Item name="contentDescription" label={t.contentDescription}>
        <Input.TextArea rows={3} placeholder={t.contentDescriptionPrompt} maxLength={PROJECT_LIMITS.text} />
      </Form.Item>
      <AiCaptionFields locked={locked} onFilled={onAiFilled} />

      <div className="form-grid">
        <Form.Item name="platform" label={t.platform}>
          <Select allowClear placeholder={t.platformPrompt} options={platformChoices} />
        </Form.Item>
        <LineField name="contentGoal" label={t.contentGoal} placeholder={t.contentGoalPrompt} />
      </div>
      <Form.Item name="targetPlatforms" label={t.targetPlatforms}>
        <Checkbox.Group options={platformChoices} />
      </Form.Item>
      <div className="form-grid">
        <LineField name="hook" label={t.hook} placeholder={t.hookPrompt} />
        <LineField name="cta" label={t.cta} placeholder={t.ctaPrompt} />
      </div>
      <Form.Item name="visualIdea" label={t.visualIdea}>
        <Input.TextArea rows={3} placeholder={t.visualIdeaPrompt} maxLength={PROJECT_LIMITS.text} />
      </Form.Item>
    </>
  );
}
