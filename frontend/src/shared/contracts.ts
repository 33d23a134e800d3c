/**
 * The HTTP contract shared with the server (backend/src/contracts). The types vanish from the
 * bundle. The values below are pure data both sides must agree on (the statuses, the client's tabs,
 * what each status means): the contracts folder imports nothing, so importing them pulls in no
 * server code. The web app never runs server code.
 */
export type {
  AccountStatus,
  AdminClientDetail,
  AdminClientMember,
  AdminClientListItem,
  AdminDashboard,
  AdminPlan,
  AdminUserPage,
  AdminPlanRequest,
  AdminStats,
  AdminUser,
  AiSuggestion,
  ApiErrorBody,
  Attachment,
  BillingConfig,
  BillingRedirect,
  Canton,
  ChangePasswordBody,
  CheckoutBody,
  ClientTab,
  ClockOwner,
  ClockStage,
  ClockState,
  ContentIdea,
  IdeaTexts,
  ContentLimits,
  ContentType,
  CreateClientBody,
  CreatePlanBody,
  CreatePlanRequestBody,
  CreateProjectBody,
  CreateUserBody,
  DesignVersion,
  DesignerDashboardStats,
  DesignerStats,
  DesignerStatsRow,
  GenerationJob,
  IdeaStatus,
  LogoUploaded,
  MfaChallenge,
  MfaMethod,
  MfaStatus,
  MfaVerifyBody,
  MyPlanRequest,
  NewPin,
  MyProfile,
  MySubscription,
  NotificationItem,
  NotificationKind,
  NotificationPage,
  OrderClock,
  OrderCounts,
  OrderDownloads,
  Pin,
  PinAuthorRole,
  PinReply,
  MentionablePerson,
  OrderWaitingForDesigner,
  OverdueBoard,
  PasskeySummary,
  PlanInfo,
  ProjectComment,
  ProjectDetail,
  ProjectEventType,
  ProjectListItem,
  ProjectPage,
  ReviewQueuePage,
  ProjectStatus,
  RecoveryCodes,
  Role,
  SentIdea,
  Settings,
  SlideIdea,
  StatsBucket,
  StatusMeaning,
  StreamReady,
  SubscriptionSource,
  SubscriptionStatus,
  TimelineEntry,
  TotpSetup,
  Turnaround,
  TurnaroundStage,
  UpdateClientBody,
  UpdateIdeaBody,
  UpdatePlanBody,
  UpdateProfileBody,
  UpdateUserBody,
  UserMfa,
  VersionStatus,
  WaitingDesign,
} from '../../../backend/src/contracts/index.js';
export type { Calendar, CalendarItem } from '../../../backend/src/contracts/calendar-answers';
export type {
  SocialAccountStatus,
  ScheduledPostStatus,
  SocialNetworkName,
} from '../../../backend/src/contracts/publishing';
export type {
  Analytics,
  BestTime,
  ScheduledPost,
  SocialAccount,
  SocialNetworkAvailability,
} from '../../../backend/src/contracts/publishing-answers';
export type {
  SchedulePostRequest,
  UpdateScheduledPostRequest,
} from '../../../backend/src/contracts/publishing-requests';
export type { ApprovalRule, GuestRole, MemberRights, MemberRole } from '../../../backend/src/contracts/team';
export type { CreatedGuestLink, GuestLink, Member, MyClient } from '../../../backend/src/contracts/team-answers';
export type { CreateGuestLinkBody } from '../../../backend/src/contracts/team-requests';

// From the one file that defines them (not the index), without an extension so that Jest finds the
// TypeScript source as Vite and tsc do.
export {
  CLIENT_TABS,
  PROJECT_LIMITS,
  PROJECT_STATUSES,
  STATS_BUCKETS,
  STATUS_MEANINGS,
  statusesWhere,
} from '../../../backend/src/contracts/projects';
export { NO_PLAN } from '../../../backend/src/contracts/plans';
export { defaultPriceDisplay, PLAN_BOUNDS } from '../../../backend/src/contracts/plans';
export { CURRENT_SUBSCRIPTION_STATUSES, SUBSCRIPTION_STATUSES } from '../../../backend/src/contracts/plans';
export { PLAN_REQUEST_MEANINGS } from '../../../backend/src/contracts/plan-request-meanings';
export { SUBSCRIPTION_MEANINGS } from '../../../backend/src/contracts/subscription-meanings';
export { VERSION_MEANINGS } from '../../../backend/src/contracts/version-meanings';
export { IDEA_BOUNDS } from '../../../backend/src/contracts/ideas';
export { SEARCH_MAX_LENGTH } from '../../../backend/src/contracts/lists';
export { ACCOUNT_LIMITS } from '../../../backend/src/contracts/accounts';
export { NEW_CLIENT_BRAND_DEFAULTS } from '../../../backend/src/contracts/admin';
export {
  APPROVAL_RULES,
  APPROVAL_RULE_LABELS,
  GUEST_LIMITS,
  GUEST_ROLES,
  GUEST_ROLE_LABELS,
  MEMBER_RIGHTS,
  MEMBER_ROLES,
  MEMBER_ROLE_HINTS,
  MEMBER_ROLE_ALLOWS,
  MEMBER_ROLE_LABELS,
  MEMBER_STATUSES,
  TEAM_TEXTS,
  guestName,
} from '../../../backend/src/contracts/team';
export {
  FIRST_COMMENT_LIMITS,
  firstCommentProblem,
  STORY_NETWORKS,
  POST_CAPTION_MAX,
  POST_HASHTAGS_MAX,
  POST_TEXT_LIMITS,
  postTextAsSent,
  postTextLength,
  postTextProblems,
  PUBLISHING_NETWORKS,
  SCHEDULED_POST_STATUS_LABELS,
  SOCIAL_ACCOUNT_WARNING_DAYS,
  SOCIAL_NETWORK_LABELS,
} from '../../../backend/src/contracts/publishing';
