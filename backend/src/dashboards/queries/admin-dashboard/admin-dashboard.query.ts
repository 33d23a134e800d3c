import { Query } from '@nestjs/cqrs';
import type { AdminDashboard } from '../../../contracts/dashboard-answers.js';

/** The admin's "Wartende Aufträge": designs to check, orders without a designer, open plan requests. */
export class AdminDashboardQuery extends Query<AdminDashboard> {}
