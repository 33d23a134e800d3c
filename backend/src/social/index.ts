/** The social accounts context's public surface: other contexts import these and nothing else of it (docs/architecture.md). */
export { SOCIAL_CONTEXT_JOBS } from './jobs/context-jobs.js';
export { SocialTokenJobs } from './jobs/social-tokens.jobs.js';
export { NetworkError } from './networks/social-network.js';
export type {
  Checkpoint,
  MediaFile,
  PostFormat,
  PostMetrics,
  PublishingLimit,
  PublishRequest,
  PublishedPost,
} from './networks/social-network.js';
export { SocialAccount } from './social-account.entity.js';
export { SocialConnections } from './social-connections.js';
export { SocialNetworks } from './social-networks.js';
export { SocialCoreModule, SocialModule } from './social.module.js';
export { socialAccountNames } from './account-names.js';
export { socialPictureKeys } from './account-pictures.js';
