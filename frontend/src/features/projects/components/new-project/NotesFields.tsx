import { Form, Input } from 'antd';
import { projectTexts as t } from '../../texts';
import { AiButton } from './AiButton';

/** The briefing's closing texts after the slide ideas: special notes and hashtags. */
export function NotesFields() {
  return (
    <>
      <Form.Item name="specialNotes" label={t.specialNotes}>
        <Input.TextArea rows={3} placeholder={t.specialNotesPrompt} maxLength={5000} />
      </Form.Item>
      <Form.Item
        name="hashtags"
        label={t.hashtags}
        extra={
          <span className="field-extra">
            {t.hashtagsHint}
            <AiButton label={t.aiHashtags} />
          </span>
        }
      >
        <Input placeholder={t.hashtagsPrompt} maxLength={2000} />
      </Form.Item>
    </>
  );
}
