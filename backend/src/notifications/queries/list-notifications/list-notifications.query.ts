import { ApiProperty } from '@nestjs/swagger';
import { Query } from '@nestjs/cqrs';

export class NotificationView {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ example: 'status_changed' }) type!: string;
  @ApiProperty() message!: string;
  @ApiProperty({ format: 'uuid', nullable: true, type: String }) projectId!: string | null;
  @ApiProperty({ format: 'date-time', nullable: true, type: String }) readAt!: string | null;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
}

/** The caller's latest notifications, newest first. */
export class ListNotificationsQuery extends Query<NotificationView[]> {
  constructor(readonly userId: string) {
    super();
  }
}
