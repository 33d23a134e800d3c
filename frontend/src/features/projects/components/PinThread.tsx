import { MessageOutlined } from '@ant-design/icons';
import { Button, Mentions, Skeleton, Typography, type GetRef } from 'antd';
import { useEffect, useId, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useToast } from '../../../shared/toast';
import { actionErrorText } from '../errors';
import { LIVE, useAddPinReplyMutation, useGetMentionablePeopleQuery, useGetPinRepliesQuery } from '../projectsApi';
import { PROJECT_LIMITS } from '../../../shared/contracts';
import type { MentionablePerson } from '../../../shared/orders/types';
import { MessageList } from './MessageList';
import { pinThreadTexts as t } from './pinThreadTexts';

/** The order's people as antd's Mentions offers them: `@Name` is what the server matches. */
export const mentionOptions = (people: readonly MentionablePerson[]) =>
  people.map((person) => ({ key: person.id, value: person.name, label: person.name }));

interface ThreadBodyProps {
  regionId: string;
  projectId: string;
  pinId: string;
  label: string;
  /** Opened from a notification (`?pin=`): the reply box takes the focus. */
  focus: boolean;
  canReply: boolean;
}

function ThreadBody({ regionId, projectId, pinId, label, focus, canReply }: ThreadBodyProps) {
  const toast = useToast();
  const { data: replies, isLoading, isError, refetch } = useGetPinRepliesQuery({ id: projectId, pinId }, LIVE);
  const { data: people = [] } = useGetMentionablePeopleQuery({ id: projectId, pinId }, { skip: !canReply });
  const [addReply, { isLoading: sending }] = useAddPinReplyMutation();
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string | null>(null);
  const box = useRef<GetRef<typeof Mentions>>(null);
  const region = useRef<HTMLElement>(null);
  const errorId = useId();

  useEffect(() => {
    if (!focus) return;
    region.current?.scrollIntoView?.({ block: 'center' });
    box.current?.focus();
  }, [focus]);

  const send = async () => {
    const text = message.trim();
    if (!text) {
      setError(t.required);
      return;
    }
    try {
      await addReply({ id: projectId, pinId, message: text }).unwrap();
      setMessage('');
      setError(null);
      toast.success(t.sent);
    } catch (failure) {
      toast.error(actionErrorText(failure, t.sendError));
    }
  };

  const list = (
    <MessageList
      messages={replies}
      isLoading={isLoading}
      isError={isError}
      onRetry={() => void refetch()}
      loading={<Skeleton active paragraph={{ rows: 1 }} title={false} aria-label={t.loading} />}
      failedText={t.loadError}
      empty={<Typography.Text type="secondary">{t.empty}</Typography.Text>}
      unknownAuthor={t.unknownAuthor}
      className="pin-thread__list"
      testId="pin-replies"
      itemClassName="pin-thread__reply"
      messageClassName="pre-wrap pin-thread__message"
    />
  );

  return (
    <section id={regionId} ref={region} className="pin-thread__body" aria-label={t.region(label)}>
      {list}
      {canReply ? (
        <form
          className="pin-thread__form"
          onSubmit={(event) => {
            event.preventDefault();
            void send();
          }}
        >
          <Mentions
            ref={box}
            value={message}
            onChange={(value) => {
              setMessage(value);
              if (error && value.trim()) setError(null);
            }}
            options={mentionOptions(people)}
            placeholder={t.placeholder}
            aria-label={t.replyLabel(label)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            autoSize={{ minRows: 2, maxRows: 6 }}
            maxLength={PROJECT_LIMITS.text}
            status={error ? 'error' : undefined}
            data-testid="pin-reply-box"
          />
          {error ? (
            <Typography.Text type="danger" id={errorId} role="alert">
              {error}
            </Typography.Text>
          ) : null}
          <Button type="primary" htmlType="submit" size="small" loading={sending}>
            {t.send}
          </Button>
        </form>
      ) : null}
    </section>
  );
}

export interface PinThreadProps {
  projectId: string;
  pinId: string;
  /** The pin's label as the viewer numbers it ("1", "2 (V1)"). */
  label: string;
  /** Offers the reply box (default); one who may not comment (a viewer) reads the thread only. */
  canReply?: boolean;
}

/**
 * A pin's thread under the pin: "Antworten" opens the answers, oldest first, and a reply box with
 * `@Name` suggestions of the order's people. A notification's link (`?pin=<id>`) opens it with
 * the box focused.
 */
export function PinThread({ projectId, pinId, label, canReply = true }: PinThreadProps) {
  const [params] = useSearchParams();
  const focus = params.get('pin') === pinId;
  const [toggled, setToggled] = useState<boolean | null>(null);
  const open = toggled ?? focus;
  const regionId = useId();
  return (
    <div className="pin-thread" data-testid="pin-thread" data-pin-id={pinId}>
      <Button
        size="small"
        type="link"
        icon={<MessageOutlined aria-hidden="true" />}
        aria-expanded={open}
        aria-controls={open ? regionId : undefined}
        onClick={() => setToggled(!open)}
        className="pin-thread__toggle"
      >
        {open ? t.close : t.open}
      </Button>
      {open ? (
        <ThreadBody
          regionId={regionId}
          projectId={projectId}
          pinId={pinId}
          label={label}
          focus={focus}
          canReply={canReply}
        />
      ) : null}
    </div>
  );
}
