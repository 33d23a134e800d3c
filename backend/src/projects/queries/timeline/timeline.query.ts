import { ApiProperty } from '@nestjs/swagger';
import { Query } from '@nestjs/cqrs';
import type { Actor } from '../../../common/auth/actor.js';
import { PROJECT_EVENT_TYPES, type ProjectEventType, type TimelineEntry } from '../../../contracts/projects.js';
import { PersonView } from '../../project.views.js';

export class TimelineEntryView implements TimelineEntry {
  @ApiProperty({ enum: PROJECT_EVENT_TYPES }) type!: ProjectEventType;
  @ApiProperty({ format: 'date-time' }) at!: string;
  @ApiProperty({ type: PersonView, nullable: true }) actor!: PersonView | null;
  @ApiProperty({ type: Object }) data!: Record<string, unknown>;
}

/** Every domain event of the order, oldest first. */
export class TimelineQuery extends Query<TimelineEntryView[]> {
  constructor(
    readonly actor: Actor,
    readonly projectId: string,
  ) {
    super();
  }
}
