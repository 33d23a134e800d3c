import { ApiProperty } from '@nestjs/swagger';
import { Query } from '@nestjs/cqrs';
import { NOTIFICATION_KINDS, type NotificationItem, type NotificationKind, type NotificationPage } from '../../../contracts/notifications.js';

export class NotificationView implements NotificationItem {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ enum: NOTIFICATION_KINDS }) type!: NotificationKind;
  @ApiProperty() message!: string;
  @ApiProperty({ format: 'uuid', nullable: true, type: String }) projectId!: string | null;
  @ApiProperty({ format: 'uuid', nullable: true, type: String, description: 'The pin whose thread it opens' }) pinId!: string | null;
  @ApiProperty({ format: 'date-time', nullable: true, type: String }) readAt!: string | null;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
}

export class NotificationPageView implements NotificationPage {
  @ApiProperty({ type: [NotificationView] }) items!: NotificationView[];
  @ApiProperty({ description: 'Unread notifications of the account, all pages' }) unread!: number;
  @ApiProperty() total!: number;
  @ApiProperty() page!: number;
  @ApiProperty() pageSize!: number;
}

/** The caller's notifications, newest first, a page at a time, with its unread count. */
export class ListNotificationsQuery extends Query<NotificationPage> {
  constructor(
    readonly userId: string,
    readonly page = 1,
    readonly pageSize = 20,
  ) {
    super();
  }
}
