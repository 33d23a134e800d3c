/** The client team's public surface: other contexts import these and nothing else of it (docs/architecture.md). */
export { approvalRuleOf, approvalTermsOf, membersByRight, membersWith, type ApprovalTerms } from './approval-rule.js';
export { TeamModule } from './team.module.js';
