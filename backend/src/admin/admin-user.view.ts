import { ApiProperty } from '@nestjs/swagger';
import { ACCOUNT_STATUSES, type AccountStatus, type AdminUser, type AdminUserPage } from '../contracts/admin.js';
import { ROLES, type Role } from '../contracts/roles.js';

export class AdminUserView implements AdminUser {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() name!: string;
  @ApiProperty() email!: string;
  @ApiProperty({ enum: ROLES, nullable: true, type: String }) role!: Role | null;
  @ApiProperty({ enum: ACCOUNT_STATUSES }) status!: AccountStatus;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
  @ApiProperty({ description: 'A second factor is set up (an authenticator app or a passkey)' }) mfaEnabled!: boolean;
}

export class AdminUserPageView implements AdminUserPage {
  @ApiProperty({ type: [AdminUserView] }) items!: AdminUserView[];
  @ApiProperty() total!: number;
  @ApiProperty() page!: number;
  @ApiProperty() pageSize!: number;
}
