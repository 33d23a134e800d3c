import { Account } from '../accounts/account.entity.js';
import { Profile } from '../accounts/profile.entity.js';
import { UserRole } from '../accounts/user-role.entity.js';
import { PasswordSetupToken } from '../auth/password-setup-token.entity.js';
import { MfaSignIn } from '../auth/mfa/mfa-sign-in.entity.js';
import { Passkey } from '../auth/mfa/passkey.entity.js';
import { PasskeyRegistration } from '../auth/mfa/passkey-registration.entity.js';
import { RecoveryCode } from '../auth/mfa/recovery-code.entity.js';
import { TotpFactor } from '../auth/mfa/totp-factor.entity.js';
import { AuditRecord } from '../admin/audit-record.entity.js';
import { StripeCustomer } from '../billing/stripe-customer.entity.js';
import { StripeEvent } from '../billing/stripe-event.entity.js';
import { RefreshToken } from '../auth/refresh-token.entity.js';
import { Branding } from '../clients/branding/branding.entity.js';
import { ClientDesigner } from '../clients/client-designer.entity.js';
import { ContentIdea } from '../ideas/content-idea.entity.js';
import { IdeaGeneration } from '../ideas/idea-generation.entity.js';
import { SentMail } from '../mail/sent-mail.entity.js';
import { Notification } from '../notifications/notification.entity.js';
import { OutboxEvent } from '../outbox/outbox-event.entity.js';
import { ContentUsage } from '../plans-billing/content-usage.entity.js';
import { Plan } from '../plans-billing/plan.entity.js';
import { PlanRequest } from '../plans-billing/plan-request.entity.js';
import { QuotaRenewal } from '../plans-billing/quota-renewal.entity.js';
import { Subscription } from '../plans-billing/subscription.entity.js';
import { AdminReview } from '../projects/admin-review.entity.js';
import { Attachment } from '../projects/attachment.entity.js';
import { ApprovalRecordFile } from '../projects/exports/approval-record-file.entity.js';
import { Comment } from '../projects/comment.entity.js';
import { DesignVersion } from '../projects/design-version.entity.js';
import { Pin } from '../projects/pin.entity.js';
import { PinReply } from '../projects/pin-reply.entity.js';
import { ProjectEvent } from '../projects/project-event.entity.js';
import { Project } from '../projects/project.entity.js';

/** Every entity, listed explicitly: no folder scanning, the same set in API, workers, CLI and tests. */
export const ENTITIES = [
  Account,
  Profile,
  UserRole,
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
];
