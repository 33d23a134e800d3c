/**
 * The HTTP contract's shared types (backend/src/contracts). Type-only: they vanish from the bundle,
 * and the web app never runs server code.
 */
export type {
  ApiErrorBody,
  Attachment,
  ContentLimits,
  ContentType,
  CreateProjectBody,
  ErrorCode,
  LifecycleEventType,
  Person,
  ProjectComment,
  ProjectDetail,
  ProjectEventType,
  ProjectListItem,
  ProjectPage,
  ProjectStatus,
  Role,
  SlideIdea,
  TimelineEntry,
} from '../../../backend/src/contracts/index.js';
