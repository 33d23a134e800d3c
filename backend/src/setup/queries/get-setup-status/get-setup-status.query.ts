import { ApiProperty } from '@nestjs/swagger';
import { Query } from '@nestjs/cqrs';

export class SetupStatusView {
  @ApiProperty({ description: 'True only while no admin exists (the first run)' }) needed!: boolean;
}

export class GetSetupStatusQuery extends Query<SetupStatusView> {}
