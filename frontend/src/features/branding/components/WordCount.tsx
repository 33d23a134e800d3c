import { Form, Typography } from 'antd';
import { countWords } from '../brandingFields';
import { brandingTexts as t } from '../texts';

export interface WordCountProps {
  name: (string | number)[];
  hint: number;
}

/** "8 / 12 Wörter" under a field, live; past the hint it turns to the warning colour (never blocks). */
export function WordCount({ name, hint }: WordCountProps) {
  const form = Form.useFormInstance();
  const value: unknown = Form.useWatch(name, form);
  const count = countWords(typeof value === 'string' ? value : '');
  const over = count > hint;
  return (
    <Typography.Text
      type={over ? 'warning' : 'secondary'}
      className="branding-word-count"
      aria-live="polite"
      data-over={over ? 'true' : undefined}
    >
      {t.words(count, hint)}
    </Typography.Text>
  );
}
