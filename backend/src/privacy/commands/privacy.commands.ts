import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { Actor } from '../../common/auth/actor.js';
import type { DataExportStarted, ErasureScheduled } from '../../contracts/privacy-answers.js';
import { DataExports } from '../data-exports.js';
import { Erasures } from '../erasures.js';
import { PersonalData } from '../personal-data.js';

/** An owner or an admin asks for the company's data export. */
export class RequestDataExportCommand extends Command<DataExportStarted> {
  constructor(
    readonly actor: Actor,
    readonly clientId: string,
  ) {
    super();
  }
}

/** An owner schedules the company's erasure, typing its name. */
export class ScheduleErasureCommand extends Command<ErasureScheduled> {
  constructor(
    readonly actor: Actor,
    readonly clientId: string,
    readonly confirm: string,
  ) {
    super();
  }
}

/** An owner or an admin cancels a scheduled erasure. */
export class CancelErasureCommand extends Command<void> {
  constructor(
    readonly actor: Actor,
    readonly clientId: string,
  ) {
    super();
  }
}

/** An admin executes a pending erasure now. */
export class ExecuteErasureCommand extends Command<void> {
  constructor(
    readonly actor: Actor,
    readonly clientId: string,
  ) {
    super();
  }
}

/** A person deletes their own account. */
export class DeleteAccountCommand extends Command<void> {
  constructor(
    readonly actor: Actor,
    readonly currentPassword: string,
    readonly ip: string,
  ) {
    super();
  }
}

@CommandHandler(RequestDataExportCommand)
export class RequestDataExportHandler implements ICommandHandler<RequestDataExportCommand> {
  constructor(private readonly exports: DataExports) {}

  execute({ actor, clientId }: RequestDataExportCommand) {
    return this.exports.request(actor, clientId);
  }
}

@CommandHandler(ScheduleErasureCommand)
export class ScheduleErasureHandler implements ICommandHandler<ScheduleErasureCommand> {
  constructor(private readonly erasures: Erasures) {}

  execute({ actor, clientId, confirm }: ScheduleErasureCommand) {
    return this.erasures.schedule(actor, clientId, confirm);
  }
}

@CommandHandler(CancelErasureCommand)
export class CancelErasureHandler implements ICommandHandler<CancelErasureCommand> {
  constructor(private readonly erasures: Erasures) {}

  execute({ actor, clientId }: CancelErasureCommand) {
    return this.erasures.cancel(actor, clientId);
  }
}

@CommandHandler(ExecuteErasureCommand)
export class ExecuteErasureHandler implements ICommandHandler<ExecuteErasureCommand> {
  constructor(private readonly erasures: Erasures) {}

  execute({ actor, clientId }: ExecuteErasureCommand) {
    return this.erasures.executeNow(actor, clientId);
  }
}

@CommandHandler(DeleteAccountCommand)
export class DeleteAccountHandler implements ICommandHandler<DeleteAccountCommand> {
  constructor(private readonly data: PersonalData) {}

  execute({ actor, currentPassword, ip }: DeleteAccountCommand) {
    return this.data.deleteAccount(actor, currentPassword, ip);
  }
}
