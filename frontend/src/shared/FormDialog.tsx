import { Modal } from 'antd';
import type { ReactNode } from 'react';

const CANCEL = 'Abbrechen';

export interface FormDialogProps {
  /** Without it the dialog is open (a dialog that is rendered only while it shows). */
  open?: boolean;
  title: ReactNode;
  okText: string;
  /** Sends the form (usually `form.submit()`). */
  onOk: () => void;
  onCancel: () => void;
  /** The form is being sent: the button spins and cannot be pressed twice. */
  busy: boolean;
  /** While busy, "Abbrechen" waits too (false: the dialog may be closed while the request runs). */
  lockCancel?: boolean;
  /** The form is not complete yet: the button is disabled. */
  incomplete?: boolean;
  /** The button does something that cannot be undone (sending back, removing a factor). */
  danger?: boolean;
  destroyOnHidden?: boolean;
  width?: number;
  children: ReactNode;
}

/** A dialog around one form: its title, the form, and "Abbrechen" beside the button that sends it. */
export function FormDialog({
  open = true,
  title,
  okText,
  onOk,
  onCancel,
  busy,
  lockCancel = true,
  incomplete,
  danger,
  destroyOnHidden,
  width,
  children,
}: FormDialogProps) {
  return (
    <Modal
      open={open}
      title={title}
      okText={okText}
      cancelText={CANCEL}
      okButtonProps={{ danger, disabled: incomplete, loading: busy }}
      cancelButtonProps={{ disabled: lockCancel && busy }}
      onOk={onOk}
      onCancel={onCancel}
      destroyOnHidden={destroyOnHidden}
      width={width}
    >
      {children}
    </Modal>
  );
}
