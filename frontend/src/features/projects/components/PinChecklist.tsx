import { AimOutlined, CheckCircleFilled } from '@ant-design/icons';
import { Button, Checkbox, Empty, Input, Tag, Typography } from 'antd';
import { useRef, useState } from 'react';
import { useToast } from '../../../shared/toast';
import { pinLabels } from '../../review';
import { pinPlace } from '../../review';
import { actionErrorText } from '../errors';
import { useResolvePinMutation } from '../projectsApi';
import { projectTexts as t } from '../texts';
import { PROJECT_LIMITS } from '../../../shared/contracts';
import type { Pin, ProjectDetail } from '../../../shared/orders/types';
import { PinThread } from './PinThread';

/**
 * The pins' labels as the viewer numbers them (per version), keyed by pin id. Pins of several
 * versions carry their version too, so that "Pin 1" stays unambiguous.
 */
function pinLabelMap(pins: readonly Pin[]): Map<string, string> {
  const several = new Set(pins.map((pin) => pin.versionNumber)).size > 1;
  const byId = new Map(pins.map((pin) => [pin.id, pin]));
  return new Map(
    pinLabels([...pins]).map((viewerPin) => {
      const pin = byId.get(viewerPin.id);
      return [viewerPin.id, several && pin ? `${viewerPin.label} (V${pin.versionNumber})` : viewerPin.label];
    }),
  );
}

export interface PinChecklistProps {
  /** The order: its id for the ticks and answers, its versions for where each pin sits. */
  project: Pick<ProjectDetail, 'id' | 'versions'>;
  /** Every pin of the versions listed (also the done ones), oldest first: labels count them all. */
  pins: readonly Pin[];
  /** The designer may tick and answer (the order is with it or in the admin's check). */
  editable: boolean;
  /** Open pins above the done ones (the admin's view of what is left). */
  openFirst?: boolean;
  /** Lists only the open or only the done pins (labelled as among all of them). */
  only?: 'open' | 'done';
  /** The pin highlighted in the viewer. */
  activeId?: string;
  /** Shows the pin in the viewer; without it the rows have no "Zeigen" button. */
  onSelect?: (pin: Pin) => void;
  testId?: string;
  emptyText?: string;
}

interface PinRowProps {
  projectId: string;
  pin: Pin;
  label: string;
  place: string;
  editable: boolean;
  active: boolean;
  onSelect?: (pin: Pin) => void;
}

interface Saved {
  done: boolean;
  answer: string;
}

/**
 * One pin: the tick and the answer are saved together (on the tick, when the answer field loses
 * focus, or with "Speichern"); what was last sent is remembered so that nothing is sent twice, and
 * the saves go one after the other (typing an answer, then ticking, sends both in that order).
 */
function PinRow({ projectId, pin, label, place, editable, active, onSelect }: PinRowProps) {
  const toast = useToast();
  const [resolve, { isLoading }] = useResolvePinMutation();
  const [done, setDone] = useState(pin.done);
  const [answer, setAnswer] = useState(pin.answer ?? '');
  const [savedAnswer, setSavedAnswer] = useState(pin.answer ?? '');
  const sent = useRef<Saved>({ done: pin.done, answer: pin.answer ?? '' });
  const queue = useRef<Promise<void>>(Promise.resolve());

  const save = (next: Saved) => {
    const wanted = { done: next.done, answer: next.answer.trim() };
    if (wanted.done === sent.current.done && wanted.answer === sent.current.answer) return;
    const previous = sent.current;
    sent.current = wanted;
    setSavedAnswer(wanted.answer);
    queue.current = queue.current.then(async () => {
      try {
        await resolve({ id: projectId, pinId: pin.id, done: wanted.done, answer: wanted.answer || null }).unwrap();
      } catch (error) {
        // Back to what the server has; the typed answer stays in the field.
        sent.current = previous;
        setSavedAnswer(previous.answer);
        setDone(previous.done);
        toast.error(actionErrorText(error, t.pinSaveError));
      }
    });
  };

  const shownDone = editable ? done : pin.done;
  const dirty = answer.trim() !== savedAnswer;

  return (
    <li
      data-testid="pin-row"
      data-pin-id={pin.id}
      aria-current={active ? 'true' : undefined}
      onClick={(event) => {
        // A click anywhere on the row shows the pin, except on its own controls.
        if (onSelect && !(event.target as HTMLElement).closest('button, input, textarea, label, a')) onSelect(pin);
      }}
      style={{
        cursor: onSelect ? 'pointer' : undefined,
        display: 'flex',
        gap: 12,
        padding: '10px 12px',
        borderRadius: 8,
        border: `1px solid ${active ? '#1677ff' : '#f0f0f0'}`,
        background: shownDone ? '#f6ffed' : undefined,
      }}
    >
      <Checkbox
        checked={shownDone}
        disabled={!editable}
        aria-label={t.pinDoneLabel(label)}
        onChange={(event) => {
          setDone(event.target.checked);
          save({ done: event.target.checked, answer });
        }}
      />
      <div style={{ flex: 1, minWidth: 0 }}>
        <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 6 }}>
          <Typography.Text strong>{`#${label}`}</Typography.Text>
          <Tag color={pin.authorRole === 'admin' ? 'purple' : 'blue'}>
            {t.pinAuthorRoles[pin.authorRole] ?? pin.authorRole}
          </Tag>
          <Tag>{t.versionLabel(pin.versionNumber)}</Tag>
          {place ? <Typography.Text type="secondary">{place}</Typography.Text> : null}
          {pin.internal ? <Tag color="gold">{t.internal}</Tag> : null}
          {pin.done && pin.resolvedInVersion !== null ? (
            <Tag color="success" icon={<CheckCircleFilled />}>
              {t.pinDoneIn(pin.resolvedInVersion)}
            </Tag>
          ) : null}
          {!pin.done && !editable ? <Tag color="warning">{t.pinOpen}</Tag> : null}
          {onSelect ? (
            <Button
              size="small"
              type="link"
              icon={<AimOutlined />}
              aria-label={t.pinShow(label)}
              aria-pressed={active}
              onClick={() => onSelect(pin)}
            />
          ) : null}
        </div>
        <Typography.Paragraph className="pre-wrap" style={{ margin: '4px 0 0' }}>
          {pin.comment}
        </Typography.Paragraph>
        {editable ? (
          <div style={{ display: 'flex', gap: 8, alignItems: 'flex-start', marginTop: 8 }}>
            <Input.TextArea
              aria-label={t.pinAnswer(label)}
              placeholder={t.pinAnswerPrompt}
              value={answer}
              maxLength={PROJECT_LIMITS.pinComment}
              autoSize={{ minRows: 1, maxRows: 6 }}
              onChange={(event) => setAnswer(event.target.value)}
              onBlur={() => save({ done, answer })}
            />
            {dirty ? (
              <Button size="small" onClick={() => save({ done, answer })} loading={isLoading}>
                {t.pinSave}
              </Button>
            ) : null}
          </div>
        ) : null}
        {!editable && pin.answer ? (
          <Typography.Paragraph
            type="secondary"
            className="pre-wrap"
            style={{ margin: '4px 0 0' }}
            data-testid="pin-answer"
          >
            {`${t.pinAnswerTitle}: ${pin.answer}`}
          </Typography.Paragraph>
        ) : null}
        <PinThread projectId={projectId} pinId={pin.id} label={label} />
      </div>
    </li>
  );
}

/**
 * Pins of earlier versions as a checklist: comment, who placed it (client or admin), slide or moment,
 * and the designer's tick and answer (read-only outside the designer's work).
 */
export function PinChecklist({
  project,
  pins,
  editable,
  openFirst = false,
  only,
  activeId,
  onSelect,
  testId = 'pin-checklist',
  emptyText = t.noPins,
}: PinChecklistProps) {
  const shown = only ? pins.filter((pin) => pin.done === (only === 'done')) : pins;
  if (!shown.length) {
    return (
      <div data-testid={testId}>
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={emptyText} />
      </div>
    );
  }
  const labels = pinLabelMap(pins);
  const rows = openFirst ? [...shown.filter((pin) => !pin.done), ...shown.filter((pin) => pin.done)] : shown;
  return (
    <ul data-testid={testId} style={{ display: 'grid', gap: 8, margin: 0, padding: 0, listStyle: 'none' }}>
      {rows.map((pin) => (
        <PinRow
          key={pin.id}
          projectId={project.id}
          pin={pin}
          label={labels.get(pin.id) ?? '?'}
          place={pinPlace(pin, project.versions.find((version) => version.number === pin.versionNumber)?.files)}
          editable={editable}
          active={pin.id === activeId}
          onSelect={onSelect}
        />
      ))}
    </ul>
  );
}
