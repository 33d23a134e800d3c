import { DeleteOutlined } from '@ant-design/icons';
import { Button, Form, Input, Typography } from 'antd';
import { useEffect, useRef, type ReactNode } from 'react';
import type { Attachment } from '../../shared/orders/types';
import { PROJECT_LIMITS } from '../../shared/contracts';
import type { DraftPin, PinSpot } from './viewer/pins';
import { formatMoment } from './viewer/VideoSlide';
import { reviewTexts as t } from './texts';
import './review.css';

export interface PinFeedbackFormProps {
  /** The pins being written; the parent keeps them (and may store them), so no input is lost. */
  drafts: DraftPin[];
  onChangeDraft: (key: string, comment: string) => void;
  onRemoveDraft: (key: string) => void;
  /** The general note; without `onNoteChange` the form has none (pins alone). */
  note?: string;
  onNoteChange?: (value: string) => void;
  noteLabel?: string;
  notePlaceholder?: string;
  /** Shown under the note, e.g. why it is needed. */
  noteError?: string;
  submitLabel: string;
  submitIcon?: ReactNode;
  submitting: boolean;
  onSubmit: () => void;
  disabled?: boolean;
  /** Rendered before the submit button (e.g. the remaining revisions). */
  extra?: ReactNode;
  /** Actions beside the submit button (e.g. "Freigeben"). */
  actions?: ReactNode;
  /** The version's files, to name each draft's slide ("Folie 2"). */
  files?: Attachment[];
  /** The number of the first draft: the viewer numbers drafts after the pins it shows. Default 1. */
  firstNumber?: number;
  /** Shown under the pins, e.g. that a comment is missing. */
  draftsError?: string;
  /** Drafts whose comment is missing: marked until written. */
  missingKeys?: readonly string[];
  /** A draft's field took focus: e.g. highlight it in the viewer. */
  onFocusDraft?: (key: string) => void;
  /** Ids prefix of the fields (unique per page). */
  idPrefix?: string;
}

/** Where a pin sits, in words: "Folie 2", "bei 0:07", "Folie 2, bei 0:07" (the slide only in a carousel). */
export function pinPlace(draft: PinSpot, files: Attachment[] | undefined): string {
  const parts: string[] = [];
  const slide = files ? files.findIndex((file) => file.id === draft.attachmentId) : -1;
  if (files && files.length > 1 && slide >= 0) parts.push(t.slide(slide + 1));
  if (draft.atSeconds !== null) parts.push(t.atMoment(formatMoment(draft.atSeconds)));
  return parts.join(', ');
}

/**
 * The pins of a change request or a send-back, each with its comment, then the general note and the
 * submit button: shared by the client's review and the admin's check.
 */
export function PinFeedbackForm({
  drafts,
  onChangeDraft,
  onRemoveDraft,
  note,
  onNoteChange,
  noteLabel,
  notePlaceholder,
  noteError,
  submitLabel,
  submitIcon,
  submitting,
  onSubmit,
  disabled = false,
  extra,
  actions,
  files,
  firstNumber = 1,
  missingKeys = [],
  draftsError,
  onFocusDraft,
  idPrefix = 'pin-feedback',
}: PinFeedbackFormProps) {
  const locked = disabled || submitting;
  const fields = useRef(new Map<string, HTMLTextAreaElement>());
  const lastKey = drafts.at(-1)?.key;
  const seen = useRef({ count: drafts.length, lastKey });

  // A pin just placed gets its comment field focused, ready to type.
  useEffect(() => {
    const added = drafts.length > seen.current.count && lastKey !== seen.current.lastKey;
    seen.current = { count: drafts.length, lastKey };
    const field = added && lastKey ? fields.current.get(lastKey) : undefined;
    if (!field) return;
    field.focus({ preventScroll: true });
    field.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' });
  }, [lastKey, drafts.length]);

  return (
    // Only the fields and the submit button follow `disabled`: `actions` (e.g. approving) decide their own.
    <Form layout="vertical" className="pin-form" component="div">
      {drafts.length ? (
        <>
          <ol className="pin-form__list" data-testid="pin-drafts">
            {drafts.map((draft, i) => {
              const n = firstNumber + i;
              const place = pinPlace(draft, files);
              const missing = missingKeys.includes(draft.key) && !draft.comment.trim();
              const id = `${idPrefix}-${draft.key}`;
              return (
                <li key={draft.key} className="pin-form__item" data-testid="pin-draft">
                  <span className="pin-form__number" aria-hidden="true">
                    {n}
                  </span>
                  <div className="pin-form__body">
                    {place ? (
                      <Typography.Text type="secondary" className="pin-form__where">
                        {place}
                      </Typography.Text>
                    ) : null}
                    <Form.Item
                      className="pin-form__field"
                      validateStatus={missing ? 'error' : undefined}
                      style={{ marginBottom: 0 }}
                    >
                      <Input.TextArea
                        id={id}
                        ref={(node) => {
                          const area = node?.resizableTextArea?.textArea;
                          if (area) fields.current.set(draft.key, area);
                          else fields.current.delete(draft.key);
                        }}
                        aria-label={t.pinComment(n)}
                        aria-invalid={missing || undefined}
                        disabled={locked}
                        rows={3}
                        maxLength={PROJECT_LIMITS.pinComment}
                        showCount
                        value={draft.comment}
                        placeholder={t.pinCommentPrompt}
                        onFocus={() => onFocusDraft?.(draft.key)}
                        onChange={(event) => onChangeDraft(draft.key, event.target.value)}
                      />
                    </Form.Item>
                  </div>
                  <Button
                    className="pin-form__remove"
                    type="text"
                    danger
                    icon={<DeleteOutlined />}
                    aria-label={t.removePin(n)}
                    disabled={locked}
                    onClick={() => onRemoveDraft(draft.key)}
                  />
                </li>
              );
            })}
          </ol>
          {draftsError ? (
            <Typography.Paragraph type="danger" role="alert" data-testid="pin-drafts-error">
              {draftsError}
            </Typography.Paragraph>
          ) : null}
        </>
      ) : disabled ? null : (
        <Typography.Paragraph type="secondary" data-testid="pin-hint">
          {t.placeHint}
        </Typography.Paragraph>
      )}
      {onNoteChange ? (
        <Form.Item
          label={noteLabel}
          htmlFor={`${idPrefix}-note`}
          validateStatus={noteError ? 'error' : undefined}
          help={noteError}
        >
          <Input.TextArea
            id={`${idPrefix}-note`}
            rows={4}
            maxLength={PROJECT_LIMITS.text}
            value={note}
            placeholder={notePlaceholder}
            disabled={locked}
            onChange={(event) => onNoteChange(event.target.value)}
          />
        </Form.Item>
      ) : null}
      {extra}
      <div className="form-actions form-actions--start">
        {actions}
        <Button htmlType="button" icon={submitIcon} onClick={onSubmit} loading={submitting} disabled={locked}>
          {submitLabel}
        </Button>
      </div>
    </Form>
  );
}
