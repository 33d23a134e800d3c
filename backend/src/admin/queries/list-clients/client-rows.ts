import type { EntityManager } from '@mikro-orm/postgresql';
import { containsPattern } from '../../../common/search-text.js';
import type { AccountStatus } from '../../../contracts/admin.js';
import type { AdminClientListItem } from '../../../contracts/admin-answers.js';
import { CURRENT_SQL } from '../../../billing/index.js';
import { clientCompanySql } from '../../../clients/index.js';

interface ClientRow {
  id: string;
  name: string;
  email: string;
  status: AccountStatus;
  created_at: Date;
  brand_name: string | null;
  designer_id: string | null;
  designer_name: string | null;
  designer_email: string | null;
  plan_id: string | null;
  plan_name: string | null;
  plan_price: string | null;
}

/**
 * The client cards straight from SQL: each client company (not deleted; never a member's account)
 * with its status, brand
 * name, designer and the plan of its active subscription. `search` matches name, e-mail and brand
 * name (case-insensitive, anywhere); `id` picks one client.
 */
export async function clientRows(em: EntityManager, filter: { search?: string; id?: string }): Promise<AdminClientListItem[]> {
  const conditions: string[] = [];
  const params: unknown[] = [];
  if (filter.id) {
    conditions.push('a.id = ?');
    params.push(filter.id);
  }
  if (filter.search?.trim()) {
    const pattern = containsPattern(filter.search.trim());
    conditions.push(`(a.name ilike ? or a.email ilike ? or b.brand_name ilike ?)`);
    params.push(pattern, pattern, pattern);
  }
  const rows = await em.getConnection().execute<ClientRow[]>(
    `select a.id, a.name, a.email, p.status, a.created_at, b.brand_name,
            d.id as designer_id, d.name as designer_name, d.email as designer_email,
            pl.id as plan_id, pl.name as plan_name, pl.price as plan_price
       from user_role r
       join account a on a.id = r.user_id and a.deleted_at is null
       join profile p on p.id = a.id
       left join branding b on b.client_id = a.id
       left join client_designer cd on cd.client_id = a.id
       left join account d on d.id = cd.designer_id
       left join subscription s on s.user_id = a.id and s.status in ${CURRENT_SQL}
       left join plan pl on pl.id = s.plan_id
      where r.role = 'client' and ${clientCompanySql('a.id')} ${conditions.map((condition) => `and ${condition}`).join(' ')}
      order by a.created_at desc, a.id`,
    params,
  );
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    email: row.email,
    status: row.status,
    createdAt: new Date(row.created_at).toISOString(),
    brandName: row.brand_name,
    designer: row.designer_id ? { id: row.designer_id, name: row.designer_name!, email: row.designer_email! } : null,
    plan: row.plan_id ? { id: row.plan_id, name: row.plan_name!, price: Number(row.plan_price) } : null,
  }));
}
