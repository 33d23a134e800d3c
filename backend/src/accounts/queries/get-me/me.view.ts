import { ApiProperty } from '@nestjs/swagger';
import { PROFILE_STATUSES, type ProfileStatus } from '../../profile.entity.js';
import { UserView } from '../../auth.dto.js';

export class ProfileView {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() name!: string;
  @ApiProperty() email!: string;
  @ApiProperty({ enum: PROFILE_STATUSES }) status!: ProfileStatus;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
}

export class MeView {
  @ApiProperty({ type: UserView }) user!: UserView;
  @ApiProperty({ type: ProfileView }) profile!: ProfileView;
}
