import { Form, Input } from 'antd';
import { PROJECT_LIMITS } from '../../../../shared/contracts';
import { projectTexts as t } from '../../texts';
import { AiHashtagsButton } from './AiHashtagsButton';

export interface NotesFieldsProps {
  /** The AI wrote into the form. */
  onAiFilled: () => void;
}

/** The briefing's closing texts after the slide ideas: special notes and hashtags (the AI can suggest them). */
export function NotesFields({ onAiFilled }: NotesFieldsProps) {
  return (
    <>
      <Form.Item name="specialNotes" label={t.specialNotes}>
        <Input.TextArea rows={3} placeholder={t.specialNotesPrompt} maxLength={PROJECT_LIMITS.text} />
      </Form.Item>
      <Form.Item
        name="hashtags"
        label={t.hashtags}
        extra={
          <span className="field-extra">
            {t.hashtagsHint}
            <AiHashtagsButton onFilled={onAiFilled} />
          </span>
        }
      >
        <Input placeholder={t.hashtagsPrompt} maxLength={PROJECT_LIMITS.hashtags} />
      </Form.Item>
    </>
  );
}
