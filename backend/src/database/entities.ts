import {
  Account,
  ClientMember,
  MfaSignIn,
  Passkey,
  PasskeyRegistration,
  PasswordSetupToken,
  Profile,
  RecoveryCode,
  RefreshToken,
  TotpFactor,
  UserRole,
} from '../accounts/index.js';
import { AuditRecord } from '../admin/index.js';
import {
  ContentUsage,
  Plan,
  PlanRequest,
  QuotaRenewal,
  StripeCustomer,
  StripeEvent,
  Subscription,
} from '../billing/index.js';
import { Branding, ClientDesigner } from '../clients/index.js';
import { AppSetting } from '../clocks/index.js';
import { ContentIdea, IdeaGeneration } from '../ideas/index.js';
import { SentMail } from '../mail/index.js';
import { MorningDigest, Notification, StageReminder } from '../notifications/index.js';
import { OutboxEvent } from '../outbox/index.js';
import { DataExport, ErasureRequest } from '../privacy/index.js';
import { PostMetric, ScheduledPost } from '../publishing/index.js';
import { SocialAccount } from '../social/index.js';
import {
  AdminReview,
  ApprovalRecordFile,
  Attachment,
  Comment,
  DesignVersion,
  ErasedOrderTally,
  GuestLink,
  Pin,
  PinReply,
  Project,
  ProjectEvent,
} from '../projects/index.js';

/** Every entity, listed explicitly: no folder scanning, the same set in API, workers, CLI and tests. */
export const ENTITIES = [
  Account,
  Profile,
  UserRole,
  ClientMember,
  RefreshToken,
  Plan,
  PlanRequest,
  Subscription,
  ContentUsage,
  QuotaRenewal,
  ClientDesigner,
  Branding,
  Project,
  Attachment,
  ApprovalRecordFile,
  DesignVersion,
  Pin,
  PinReply,
  Comment,
  GuestLink,
  AdminReview,
  ProjectEvent,
  OutboxEvent,
  Notification,
  SentMail,
  PasswordSetupToken,
  ContentIdea,
  IdeaGeneration,
  StripeCustomer,
  StripeEvent,
  TotpFactor,
  RecoveryCode,
  Passkey,
  MfaSignIn,
  PasskeyRegistration,
  AuditRecord,
  AppSetting,
  StageReminder,
  MorningDigest,
  SocialAccount,
  ScheduledPost,
  PostMetric,
  DataExport,
  ErasureRequest,
  ErasedOrderTally,
];
