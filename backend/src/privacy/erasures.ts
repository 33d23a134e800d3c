import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable, Logger } from '@nestjs/common';
import { Clock } from '../common/clock.js';
import { ErasureExecutor } from './erasure-executor.js';
import { ErasureRequest } from './erasure-request.entity.js';

/** How many due erasures one scan runs (the next scan takes the rest). */
const ERASURES_PER_SCAN = 20;

/**
 * The privacy scan of a company's erasure with 30 days of grace (issue 41): runs every erasure that
 * is due. Asking, cancelling and an admin's «Jetzt löschen» are the commands
 * (commands/privacy.commands.ts); the executor is erasure-executor.ts.
 */
@Injectable()
export class Erasures {
  private readonly logger = new Logger(Erasures.name);

  constructor(
    private readonly em: EntityManager,
    private readonly executor: ErasureExecutor,
    private readonly clock: Clock,
  ) {}

  /** The scan: every erasure that is due or was begun, one after the other; one that fails waits for the next scan. */
  async runDue(): Promise<{ erased: number; failed: number }> {
    const due = await this.em
      .fork()
      .find(
        ErasureRequest,
        { $or: [{ scheduledFor: { $lte: this.clock.now() } }, { startedAt: { $ne: null } }] },
        { orderBy: { scheduledFor: 'asc' }, limit: ERASURES_PER_SCAN },
      );
    let erased = 0;
    let failed = 0;
    for (const request of due) {
      try {
        if (await this.executor.execute(request.clientId, null)) erased += 1;
      } catch (error) {
        failed += 1;
        this.logger.error(
          `erasure of ${request.clientId} failed, the next scan goes on: ${error instanceof Error ? error.message : String(error)}`,
        );
      }
    }
    return { erased, failed };
  }
}
