import { CheckCircleFilled, CloseCircleFilled } from '@ant-design/icons';
import { Alert, Button, Checkbox, Modal, Radio, Skeleton, Typography } from 'antd';
import { useState } from 'react';
import { api } from '../../shared/api/api';
import { ORDER_LISTS } from '../../shared/api/cacheTags';
import { apiErrorMessage } from '../../shared/apiError';
import { addDays, dayLabel, todayInZurich } from '../../shared/calendarDates';
import { SOCIAL_NETWORK_LABELS, type CalendarItem, type SocialAccount } from '../../shared/contracts';
import { LoadFailure } from '../../shared/LoadFailure';
import { contentTypeLabel } from '../../shared/orders/status';
import { useAppDispatch } from '../../shared/store/hooks';
// The best times are publishing's (its schedule dialog asks for them too): one endpoint, one cache.
import { publishingTexts, useGetBestTimesQuery, useGetSocialAccountsQuery } from '../publishing';
import { proposeSlots, type Slot } from './bestSlots';
import { useGetCalendarQuery, useScheduleOrderMutation } from './calendarApi';
import { monthPlanTexts as t } from './gridTexts';
import { calendarTexts } from './texts';

/** The calendar answers at most 62 days: the posts already planned in it are the slots taken. */
const AHEAD_DAYS = 61;

interface Outcome {
  projectId: string;
  title: string;
  ok: boolean;
  message: string | null;
}

const hourLabel = (hour: number) => `${String(hour).padStart(2, '0')}:00`;

function slotLabel(slot: Slot): string {
  return `${dayLabel(slot.day)}, ${hourLabel(slot.hour)}`;
}

function accountLabel(account: SocialAccount): string {
  return `${SOCIAL_NETWORK_LABELS[account.network]} · ${account.name}`;
}

export interface MonthPlanDialogProps {
  clientId: string;
  /** The approved orders the calendar shows. */
  orders: CalendarItem[];
  onClose: () => void;
}

/**
 * «Mehrere planen» (issue 42): the approved orders, each proposed on the next best free slot of the
 * chosen account's network (GET /api/clients/:clientId/best-times, the posts already planned left
 * out), one confirmation, then one POST /api/projects/:id/schedule per order — each its own post —
 * and what failed listed with the server's reason.
 */
export function MonthPlanDialog({ clientId, orders: shown, onClose }: MonthPlanDialogProps) {
  const dispatch = useAppDispatch();
  // The orders as they were when the dialog opened: the calendar refreshes behind it.
  const [orders] = useState(shown);
  const [selected, setSelected] = useState<string[]>(() => orders.map((order) => order.id));
  const [accountId, setAccountId] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [outcomes, setOutcomes] = useState<Outcome[] | null>(null);
  const today = todayInZurich();
  const accounts = useGetSocialAccountsQuery(clientId);
  const bestTimes = useGetBestTimesQuery(clientId);
  const upcoming = useGetCalendarQuery({ clientId, from: today, to: addDays(today, AHEAD_DAYS) });
  const [scheduleOrder] = useScheduleOrderMutation();

  const usable = (accounts.data ?? []).filter((account) => account.status !== 'disconnected');
  const account =
    usable.find((candidate) => candidate.id === accountId) ??
    usable.find((candidate) => candidate.network === 'instagram') ??
    usable[0];
  const chosen = orders.filter((order) => selected.includes(order.id));
  const slots =
    account && bestTimes.data && upcoming.data
      ? proposeSlots({
          bestTimes: bestTimes.data,
          network: account.network,
          taken: upcoming.data.items
            .filter((item) => item.kind === 'scheduled' && item.network === account.network)
            .map((item) => item.at),
          count: chosen.length,
          today,
        })
      : [];
  const plan = chosen.map((order, index) => ({ order, slot: slots[index] as Slot | undefined }));
  const plannable = plan.filter((entry): entry is { order: CalendarItem; slot: Slot } => entry.slot !== undefined);
  const running = progress !== null && outcomes === null;

  const confirm = async () => {
    if (!account || plannable.length === 0) return;
    const results: Outcome[] = [];
    setProgress(0);
    // One after the other: each is a post of its own, and the server counts the network's limits per post.
    for (const { order, slot } of plannable) {
      const projectId = order.projectId ?? order.id;
      try {
        await scheduleOrder({ projectId, body: { socialAccountId: account.id, at: slot.at } }).unwrap();
        results.push({ projectId, title: order.title, ok: true, message: null });
      } catch (error) {
        results.push({ projectId, title: order.title, ok: false, message: apiErrorMessage(error, t.failedFallback) });
      }
      setProgress(results.length);
    }
    dispatch(api.util.invalidateTags(['ScheduledPosts', ORDER_LISTS]));
    setOutcomes(results);
  };

  const loading = accounts.isLoading || bestTimes.isLoading || upcoming.isLoading;
  const failed = accounts.isError || bestTimes.isError || upcoming.isError;

  let body;
  if (outcomes) {
    const ok = outcomes.filter((outcome) => outcome.ok).length;
    body = (
      <div data-testid="month-plan-result">
        <Alert
          type={ok === outcomes.length ? 'success' : ok === 0 ? 'error' : 'warning'}
          showIcon
          role="status"
          title={t.resultTitle(ok, outcomes.length)}
        />
        <ul className="month-plan__list">
          {outcomes.map((outcome) => (
            <li key={outcome.projectId} className="month-plan__result" data-ok={outcome.ok}>
              {outcome.ok ? (
                <CheckCircleFilled className="month-plan__ok" aria-hidden="true" />
              ) : (
                <CloseCircleFilled className="month-plan__failed" aria-hidden="true" />
              )}
              <span>
                <strong>{outcome.title}</strong>
                {outcome.message ? <span className="month-plan__reason"> – {outcome.message}</span> : null}
              </span>
            </li>
          ))}
        </ul>
      </div>
    );
  } else if (loading) body = <Skeleton active paragraph={{ rows: 4 }} />;
  else if (failed)
    body = (
      <LoadFailure
        text={t.loadError}
        onRetry={() => {
          void accounts.refetch();
          void bestTimes.refetch();
          void upcoming.refetch();
        }}
      />
    );
  else if (usable.length === 0) body = <Alert type="info" showIcon title={t.noAccounts} />;
  else
    body = (
      <>
        <Typography.Paragraph type="secondary">{t.intro}</Typography.Paragraph>
        <fieldset className="month-plan__fieldset">
          <legend>{t.account}</legend>
          <Radio.Group
            value={account?.id}
            onChange={(event) => setAccountId(event.target.value as string)}
            options={usable.map((candidate) => ({ value: candidate.id, label: accountLabel(candidate) }))}
            disabled={running}
          />
        </fieldset>
        <fieldset className="month-plan__fieldset">
          <legend>{t.ordersLabel}</legend>
          <ul className="month-plan__list">
            {orders.map((order) => {
              const entry = plan.find((candidate) => candidate.order.id === order.id);
              const checked = entry !== undefined;
              return (
                <li key={order.id} className="month-plan__order" data-testid="month-plan-order">
                  <Checkbox
                    checked={checked}
                    disabled={running}
                    onChange={(event) =>
                      setSelected((current) =>
                        event.target.checked
                          ? orders.map((o) => o.id).filter((id) => id === order.id || current.includes(id))
                          : current.filter((id) => id !== order.id),
                      )
                    }
                  >
                    <strong>{order.title}</strong> <span>({contentTypeLabel(order.contentType)})</span>
                  </Checkbox>
                  {entry ? (
                    entry.slot ? (
                      <span className="month-plan__slot" data-testid="month-plan-slot" data-at={entry.slot.at}>
                        {slotLabel(entry.slot)}
                        <Typography.Text type="secondary" className="month-plan__why">
                          {/* The schedule dialog's reason, word for word: one proposal, one wording. */}
                          {publishingTexts.proposal(
                            `${calendarTexts.weekdays[entry.slot.weekday - 1]} ${hourLabel(entry.slot.hour)}`,
                            entry.slot.fromFigures,
                            account ? SOCIAL_NETWORK_LABELS[account.network] : '',
                          )}
                        </Typography.Text>
                      </span>
                    ) : (
                      <Typography.Text type="warning" className="month-plan__slot">
                        {t.noSlot}
                      </Typography.Text>
                    )
                  ) : null}
                </li>
              );
            })}
          </ul>
        </fieldset>
        {running ? (
          <Typography.Paragraph role="status">{t.running(progress ?? 0, plannable.length)}</Typography.Paragraph>
        ) : null}
      </>
    );

  const footer = outcomes
    ? [
        <Button key="close" type="primary" onClick={onClose}>
          {t.close}
        </Button>,
      ]
    : [
        <Button key="cancel" onClick={onClose} disabled={running}>
          {t.cancel}
        </Button>,
        <Button
          key="confirm"
          type="primary"
          loading={running}
          disabled={!account || plannable.length === 0 || loading || failed}
          onClick={() => void confirm()}
        >
          {t.confirm(plannable.length)}
        </Button>,
      ];

  return (
    <Modal
      open
      title={t.title}
      onCancel={running ? undefined : onClose}
      closable={!running}
      footer={footer}
      width={640}
    >
      {body}
    </Modal>
  );
}
