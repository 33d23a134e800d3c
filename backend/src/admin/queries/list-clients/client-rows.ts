import type { EntityManager } from '@mikro-orm/postgresql';
import { containsPattern } from '../../../common/search-text.js';
import type { AdminClientListItem } from '../../../contracts/admin-answers.js';
import { currentPlans, type CurrentPlan } from '../../../billing/index.js';
import { clientCards, clientCompanyIds, clientsWithBrandLike } from '../../../clients/index.js';
import { clientAccounts, peopleOf } from '../../../accounts/index.js';

/**
 * The client cards: each client company (not deleted; never a member's account) with its status,
 * brand name, designer and the plan of its active subscription. `search` matches name, e-mail and
 * brand name (case-insensitive, anywhere); `id` picks one client. Each owner answers for its
 * tables, for the whole list at once: the accounts (the clients, by search), the clients context
 * (brands matching the search; brands, designers and which are companies), billing (plans), the
 * accounts again (the designers' names).
 */
export async function clientRows(
  em: EntityManager,
  filter: { search?: string; id?: string },
): Promise<AdminClientListItem[]> {
  const pattern = filter.search?.trim() ? containsPattern(filter.search.trim()) : undefined;
  const branded = pattern ? await clientsWithBrandLike(em, pattern) : [];
  const rows = await clientAccounts(em, { id: filter.id, pattern, alsoIds: branded });
  const ids = rows.map((row) => row.id);
  const [companies, plans, cards] = await Promise.all([
    clientCompanyIds(em, ids),
    currentPlans(em, ids),
    clientCards(em, ids),
  ]);
  const designers = await peopleOf(
    em,
    [...cards.values()].map((card) => card.designerId),
  );
  return rows
    .filter((row) => companies.has(row.id))
    .map((row) => {
      const card = cards.get(row.id);
      const designer = card?.designerId ? designers.get(card.designerId) : undefined;
      return {
        id: row.id,
        name: row.name,
        email: row.email,
        status: row.status,
        createdAt: new Date(row.createdAt).toISOString(),
        brandName: card?.brandName ?? null,
        designer: designer ? { id: designer.id, name: designer.name, email: designer.email } : null,
        plan: planOf(plans.get(row.id)),
      };
    });
}

const planOf = (plan: CurrentPlan | undefined) => (plan ? { id: plan.id, name: plan.name, price: plan.price } : null);
