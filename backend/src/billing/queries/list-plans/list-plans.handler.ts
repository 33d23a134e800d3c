import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { PlanInfo } from '../../../contracts/billing-answers.js';
import { ReadSql } from '../../../common/read-sql.js';
import { ListPlansQuery } from './list-plans.query.js';

interface PlanRow {
  id: string;
  name: string;
  price: string;
  price_display: string;
  description: string;
  post_limit: number;
  carousel_limit: number;
  reel_limit: number;
  features: string[];
  is_recommended: boolean;
  cta_label: string;
  stripe_price_id: string | null;
  turnaround: PlanInfo['turnaround'];
}

/** The plans on sale, cheapest first: one prepared statement, each row as planView shapes a plan. */
@QueryHandler(ListPlansQuery)
export class ListPlansHandler implements IQueryHandler<ListPlansQuery> {
  constructor(private readonly sql: ReadSql) {}

  async execute(): Promise<PlanInfo[]> {
    const rows = await this.sql.query<PlanRow>(
      `select id, name, price, price_display, description, post_limit, carousel_limit, reel_limit, features,
              is_recommended, cta_label, stripe_price_id, turnaround
         from plan where retired_at is null order by price asc, name asc`,
      [],
    );
    return rows.map((row) => ({
      id: row.id,
      name: row.name,
      price: Number(row.price),
      priceDisplay: row.price_display,
      description: row.description,
      postLimit: row.post_limit,
      carouselLimit: row.carousel_limit,
      reelLimit: row.reel_limit,
      features: row.features,
      isRecommended: row.is_recommended,
      ctaLabel: row.cta_label,
      stripePriceId: row.stripe_price_id ?? null,
      turnaround: { ...row.turnaround },
    }));
  }
}
