import { Query } from '@nestjs/cqrs';
import type { Settings } from '../../../contracts/clocks.js';

/** The installation's settings (GET /api/admin/settings). */
export class GetSettingsQuery extends Query<Settings> {}
