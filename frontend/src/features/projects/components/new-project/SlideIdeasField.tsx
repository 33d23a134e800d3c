import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Form, Input, Typography, type GetRef } from 'antd';
import { useRef } from 'react';
import { PROJECT_LIMITS } from '../../../../shared/contracts';
import { MAX_SLIDES } from '../../newProjectDraft';
import { projectTexts as t } from '../../texts';

export interface SlideIdeasFieldProps {
  /** While the order is being sent: no slides added. */
  disabled: boolean;
}

/** A carousel's slide ideas, up to six rows (spec 000 section 9); a new row takes the focus. */
export function SlideIdeasField({ disabled }: SlideIdeasFieldProps) {
  /** The row just added, focused as soon as its field is mounted. */
  const focusRow = useRef<number | null>(null);
  const focusWhenAdded = (index: number) => (field: GetRef<typeof Input.TextArea> | null) => {
    if (field && focusRow.current === index) {
      focusRow.current = null;
      field.focus();
    }
  };

  return (
    <fieldset className="slide-fieldset" data-testid="slide-ideas-field">
      <legend>{t.slideIdeas}</legend>
      <Typography.Paragraph type="secondary">{t.slideIdeasHint}</Typography.Paragraph>
      <Form.List name="slideIdeas">
        {(fields, { add, remove }) => (
          <>
            <ol className="slide-rows">
              {fields.map((field, index) => (
                <li key={field.key} className="slide-row">
                  <span className="slide-row__number" aria-hidden="true">
                    {index + 1}
                  </span>
                  <Form.Item name={[field.name, 'content']} className="slide-row__content" noStyle>
                    <Input.TextArea
                      ref={focusWhenAdded(index)}
                      rows={2}
                      placeholder={t.slideContentPrompt}
                      aria-label={t.slideContent(index + 1)}
                      maxLength={PROJECT_LIMITS.text}
                    />
                  </Form.Item>
                  <Button
                    type="text"
                    icon={<DeleteOutlined />}
                    aria-label={t.removeSlide(index + 1)}
                    title={t.removeSlide(index + 1)}
                    onClick={() => remove(field.name)}
                  />
                </li>
              ))}
            </ol>
            <Button
              type="dashed"
              icon={<PlusOutlined />}
              onClick={() => {
                focusRow.current = fields.length;
                add({ content: '' });
              }}
              disabled={disabled || fields.length >= MAX_SLIDES}
            >
              {t.addSlide}
            </Button>
          </>
        )}
      </Form.List>
    </fieldset>
  );
}
