/** The client team's public surface: other contexts import these and nothing else of it (docs/architecture.md). */
export { approvalRuleOf, approvalTermsSql, DECIDING_SQL, membersWith } from './approval-rule.js';
export { TeamModule } from './team.module.js';
