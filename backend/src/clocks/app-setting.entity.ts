import { defineEntity, p } from '@mikro-orm/core';

const AppSettingSchema = defineEntity({
  name: 'AppSetting',
  tableName: 'app_setting',
  properties: {
    key: p.string().length(50).primary(),
    value: p.json<Record<string, unknown>>(),
    updatedAt: p
      .datetime()
      .defaultRaw('now()')
      .onUpdate(() => new Date()),
  },
});

/** One setting of the installation, under its key (the stage clocks' calendar: `calendar`). */
export class AppSetting extends AppSettingSchema.class {}
AppSettingSchema.setClass(AppSetting);
