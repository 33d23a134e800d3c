import type { EntityManager } from '@mikro-orm/postgresql';
import { containsPattern } from '../../../common/search-text.js';
import type { AccountStatus } from '../../../contracts/admin.js';
import type { AdminClientListItem } from '../../../contracts/admin-answers.js';
import { currentPlans, type CurrentPlan } from '../../../billing/index.js';
import { clientCompanyIds } from '../../../clients/index.js';

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
}

/**
 * The client cards straight from SQL: each client company (not deleted; never a member's account)
 * with its status, brand
 * name, designer and the plan of its active subscription. `search` matches name, e-mail and brand
 * name (case-insensitive, anywhere); `id` picks one client.
 */
export async function clientRows(
  em: EntityManager,
  filter: { search?: string; id?: string },
): Promise<AdminClientListItem[]> {
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
            d.id as designer_id, d.name as designer_name, d.email as designer_email
       from user_role r
       join account a on a.id = r.user_id and a.deleted_at is null
       join profile p on p.id = a.id
       left join branding b on b.client_id = a.id
       left join client_designer cd on cd.client_id = a.id
       left join account d on d.id = cd.designer_id
      where r.role = 'client' ${conditions.map((condition) => `and ${condition}`).join(' ')}
      order by a.created_at desc, a.id`,
    params,
  );
  // Which accounts are companies the clients context answers, their plans billing: two more queries for the whole list.
  const ids = rows.map((row) => row.id);
  const [companies, plans] = await Promise.all([clientCompanyIds(em, ids), currentPlans(em, ids)]);
  return rows
    .filter((row) => companies.has(row.id))
    .map((row) => ({
      id: row.id,
      name: row.name,
      email: row.email,
      status: row.status,
      createdAt: new Date(row.created_at).toISOString(),
      brandName: row.brand_name,
      designer: row.designer_id ? { id: row.designer_id, name: row.designer_name!, email: row.designer_email! } : null,
      plan: planOf(plans.get(row.id)),
    }));
}

const planOf = (plan: CurrentPlan | undefined) => (plan ? { id: plan.id, name: plan.name, price: plan.price } : null);
