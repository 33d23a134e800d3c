import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { peopleOf } from '../../../../accounts/index.js';
import type { Actor } from '../../../../common/auth/actor.js';
import { Clock } from '../../../../common/clock.js';
import { AppError } from '../../../../common/errors/app-error.js';
import { approvalRuleOf, membersWith } from '../../../../team/index.js';
import { LifecycleRunner, type OrderAggregate } from '../../../lifecycle/lifecycle-runner.js';
import { ClientApproveCommand } from './client-approve.command.js';

const ALREADY_APPROVED = 'Du hast diese Version schon freigegeben. Es fehlen noch Freigaben anderer Personen.';

/**
 * Records who approved the version under review and says how many of the company's approvers are
 * still missing under its rule: «any» needs none more; «all» every owner and approver of the
 * company on the same version. A guest's approval (a link with the role `approve`) is one approval
 * of the version: under «any» it completes the order like a member's; under «all» it is recorded
 * and listed beside the members' and the order waits for every one of them (it stands in for none). An admin acting as the client decides for it. Runs under the
 * order's row lock, so of two approvals at once the second sees the first.
 */
async function approve(em: EntityManager, project: OrderAggregate, actor: Actor, at: Date): Promise<number> {
  const version = project.latest;
  // An admin acting as the client is named among the approvals and decides for it.
  if (!version || (actor.role !== 'client' && !actor.guest && !actor.isAdmin)) return 0;
  const clientId = project.clientId;
  // A member's approval carries the name its account has now (the accounts context's).
  const person = actor.guest ? null : ((await peopleOf(em, [actor.userId])).get(actor.userId) ?? null);
  const inserted = await em.getConnection().execute<{ id: string }[]>(
    actor.guest
      ? `insert into order_approval (id, project_id, version_number, guest_link_id, name, at)
         select ?, ?, ?, g.id, g.name, ? from guest_link g where g.id = ?
         on conflict do nothing returning id`
      : `insert into order_approval (id, project_id, version_number, user_id, name, at)
         select ?, ?, ?, ?::uuid, ?, ? where ?
         on conflict do nothing returning id`,
    actor.guest
      ? [randomUUID(), project.id, version.number, at, actor.userId]
      : [randomUUID(), project.id, version.number, actor.userId, person?.name ?? '', at, person !== null],
    'all',
    em.getTransactionContext(),
  );
  if (actor.isAdmin || (await approvalRuleOf(em, clientId)) === 'any') return 0;
  const [deciders, approved] = await Promise.all([
    membersWith(em, [clientId], 'decide').then((companies) => companies.get(clientId) ?? []),
    em
      .getConnection()
      .execute<{ user_id: string }[]>(
        'select user_id from order_approval where project_id = ? and version_number = ? and user_id is not null',
        [project.id, version.number],
        'all',
        em.getTransactionContext(),
      ),
  ]);
  const done = new Set(approved.map((row) => row.user_id));
  const missing = deciders.filter((id) => !done.has(id)).length;
  if (!inserted.length && missing > 0) throw AppError.conflict('INVALID_TRANSITION', ALREADY_APPROVED);
  return missing;
}

@CommandHandler(ClientApproveCommand)
export class ClientApproveHandler implements ICommandHandler<ClientApproveCommand> {
  constructor(
    private readonly lifecycle: LifecycleRunner,
    private readonly clock: Clock,
  ) {}

  execute({ actor, projectId }: ClientApproveCommand) {
    const at = this.clock.now();
    return this.lifecycle.run(actor, projectId, {
      event: async (em, project) => ({
        type: 'CLIENT_APPROVE',
        at: at.toISOString(),
        approvalsMissing: await approve(em, project, actor, at),
      }),
    });
  }
}
