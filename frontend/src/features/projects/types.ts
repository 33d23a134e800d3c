import type {
  Attachment, ContentType, CreateProjectBody, ProjectComment, ProjectDetail, ProjectListItem, ProjectPage, ProjectStatus, SlideIdea, TimelineEntry,
} from '../../shared/contracts';

export type {
  Attachment, ContentType, CreateProjectBody, ProjectComment, ProjectDetail, ProjectListItem, ProjectPage, ProjectStatus, SlideIdea, TimelineEntry,
};

export interface ProjectListArgs {
  /** Sent comma-separated; none means every status. */
  status?: readonly ProjectStatus[];
  page?: number;
  pageSize?: number;
}

export interface FeedbackArgs {
  id: string;
  feedback: string;
}

export interface CommentArgs {
  id: string;
  message: string;
}
