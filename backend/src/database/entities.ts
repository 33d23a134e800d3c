import { Account } from '../accounts/account.entity.js';
import { Profile } from '../accounts/profile.entity.js';
import { UserRole } from '../accounts/user-role.entity.js';
import { RefreshToken } from '../auth/refresh-token.entity.js';
import { Plan } from '../plans-billing/plan.entity.js';
import { Subscription } from '../plans-billing/subscription.entity.js';
import { ClientDesigner } from '../clients/client-designer.entity.js';

/** Every entity, listed explicitly: no folder scanning, the same set in API, workers, CLI and tests. */
export const ENTITIES = [Account, Profile, UserRole, RefreshToken, Plan, Subscription, ClientDesigner];
