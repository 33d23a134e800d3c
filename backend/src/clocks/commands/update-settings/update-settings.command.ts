import { Command } from '@nestjs/cqrs';
import type { Settings } from '../../../contracts/clocks.js';

/** An admin sets the installation's settings (the canton of the business-day calendar). */
export class UpdateSettingsCommand extends Command<Settings> {
  constructor(readonly settings: Settings) {
    super();
  }
}
