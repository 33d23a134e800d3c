import { Command } from '@nestjs/cqrs';
import type { MyPlanRequestView } from '../../plan-request.views.js';

/**
 * A client (or an admin viewing as one) asks for a plan while payments are off. A request while
 * another is open replaces it; asking again for the plan of the open request answers that request.
 */
export class RequestPlanCommand extends Command<MyPlanRequestView> {
  constructor(
    readonly clientId: string,
    readonly planId: string,
  ) {
    super();
  }
}
