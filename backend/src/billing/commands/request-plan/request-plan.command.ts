import { Command } from '@nestjs/cqrs';
import type { MyPlanRequest } from '../../../contracts/billing-answers.js';

/**
 * A client (or an admin viewing as one) asks for a plan while payments are off. A request while
 * another is open replaces it; asking again for the plan of the open request answers that request.
 */
export class RequestPlanCommand extends Command<MyPlanRequest> {
  constructor(
    readonly clientId: string,
    readonly planId: string,
  ) {
    super();
  }
}
