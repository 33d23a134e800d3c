import { Query } from '@nestjs/cqrs';
import type { AdminStats } from '../../../contracts/admin-answers.js';

export class GetAdminStatsQuery extends Query<AdminStats> {}
