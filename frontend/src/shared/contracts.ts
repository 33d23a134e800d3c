/**
 * The HTTP contract's shared types (backend/src/contracts). Type-only: they vanish from the bundle,
 * and the web app never runs server code.
 */
export type {
  ApiErrorBody,
  ContentLimits,
  ContentType,
  ErrorCode,
  LifecycleEventType,
  ProjectEventType,
  ProjectStatus,
  Role,
} from '../../../backend/src/contracts/index.js';
