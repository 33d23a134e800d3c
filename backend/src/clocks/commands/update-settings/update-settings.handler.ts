import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { Settings } from '../../../contracts/clocks.js';
import { CALENDAR_SETTING, readSettings } from '../../installation-calendar.js';
import { UpdateSettingsCommand } from './update-settings.command.js';

@CommandHandler(UpdateSettingsCommand)
export class UpdateSettingsHandler implements ICommandHandler<UpdateSettingsCommand> {
  constructor(private readonly em: EntityManager) {}

  /** One row per key, written whole: two admins saving at once leave one of their settings, never a mix. */
  async execute({ settings }: UpdateSettingsCommand): Promise<Settings> {
    const em = this.em.fork();
    await em.getConnection().execute(
      `insert into app_setting (key, value, updated_at) values (?, ?::jsonb, now())
       on conflict (key) do update set value = excluded.value, updated_at = now()`,
      [CALENDAR_SETTING, JSON.stringify({ canton: settings.canton })],
    );
    return readSettings(em);
  }
}
