import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { Actor } from '../../common/auth/actor.js';
import type { DataExport, MyData, PendingErasure } from '../../contracts/privacy-answers.js';
import { DataExports } from '../data-exports.js';
import { Erasures } from '../erasures.js';
import { PersonalData } from '../personal-data.js';

/** A company's data exports (its owners and admins). */
export class ListDataExportsQuery extends Query<DataExport[]> {
  constructor(
    readonly actor: Actor,
    readonly clientId: string,
  ) {
    super();
  }
}

/** The pending erasures (admins). */
export class ListErasuresQuery extends Query<PendingErasure[]> {}

/** What the product holds about the caller. */
export class MyDataQuery extends Query<MyData> {
  constructor(readonly actor: Actor) {
    super();
  }
}

@QueryHandler(ListDataExportsQuery)
export class ListDataExportsHandler implements IQueryHandler<ListDataExportsQuery> {
  constructor(private readonly exports: DataExports) {}

  execute({ actor, clientId }: ListDataExportsQuery) {
    return this.exports.list(actor, clientId);
  }
}

@QueryHandler(ListErasuresQuery)
export class ListErasuresHandler implements IQueryHandler<ListErasuresQuery> {
  constructor(private readonly erasures: Erasures) {}

  execute() {
    return this.erasures.pending();
  }
}

@QueryHandler(MyDataQuery)
export class MyDataHandler implements IQueryHandler<MyDataQuery> {
  constructor(private readonly data: PersonalData) {}

  execute({ actor }: MyDataQuery) {
    return this.data.mine(actor);
  }
}
