/**
 * The HTTP contract shared with the server (backend/src/contracts). The types vanish from the
 * bundle. The values below are pure data both sides must agree on (the statuses, the client's tabs,
 * what each status means): the contracts folder imports nothing, so importing them pulls in no
 * server code. The web app never runs server code.
 */
export type {
  AccountStatus,
  AdminClientDetail,
  AdminClientListItem,
  AdminUser,
  ApiErrorBody,
  Attachment,
  ClientTab,
  ContentLimits,
  ContentType,
  CreateClientBody,
  CreateProjectBody,
  CreateUserBody,
  LogoUploaded,
  ProjectComment,
  ProjectDetail,
  ProjectEventType,
  ProjectListItem,
  ProjectPage,
  ProjectStatus,
  Role,
  SlideIdea,
  StatusMeaning,
  TimelineEntry,
  UpdateClientBody,
  UpdateUserBody,
} from '../../../backend/src/contracts/index.js';

// From the one file that defines them (not the index), without an extension so that Jest finds the
// TypeScript source as Vite and tsc do.
export { CLIENT_TABS, PROJECT_STATUSES, STATUS_MEANINGS, statusesWhere } from '../../../backend/src/contracts/projects';
