import { Button, Form } from 'antd';
import type { ReactNode } from 'react';
import { useToast } from '../../../shared/toast';
import { actionErrorText } from '../errors';

interface CommentValues {
  message?: string;
}

export interface CommentFormProps {
  /** The form's name (the ids of its fields). */
  name: string;
  label: string;
  /** Shown when only white space was written. */
  requiredText: string;
  sendText: string;
  /** Sends the trimmed message; settles when the server has answered. */
  send: (message: string) => Promise<unknown>;
  sending: boolean;
  /** The toast once it was sent, and the one (after the server's own words) when not. */
  sentText: string;
  errorText: string;
  /** The box to write in (a text area, or one with `@Name` suggestions). */
  children: ReactNode;
}

/**
 * The box under an order's comments, of a member's workspace and of a guest's page alike: sends
 * the trimmed message, empties the box once the server took it, and says so or why not in a toast.
 */
export function CommentForm({
  name,
  label,
  requiredText,
  sendText,
  send,
  sending,
  sentText,
  errorText,
  children,
}: CommentFormProps) {
  const toast = useToast();
  const [form] = Form.useForm<CommentValues>();
  const submit = async ({ message }: CommentValues) => {
    try {
      await send((message ?? '').trim());
      form.resetFields();
      toast.success(sentText);
    } catch (error) {
      toast.error(actionErrorText(error, errorText));
    }
  };
  return (
    <Form<CommentValues>
      form={form}
      name={name}
      layout="vertical"
      requiredMark={false}
      onFinish={submit}
      className="comment-form"
    >
      <Form.Item name="message" label={label} rules={[{ required: true, whitespace: true, message: requiredText }]}>
        {children}
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={sending}>
        {sendText}
      </Button>
    </Form>
  );
}
