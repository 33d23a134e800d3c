import { ApiProperty } from '@nestjs/swagger';
import { IsUUID, ValidateIf } from 'class-validator';

export class AssignPlanRequest {
  @ApiProperty({ format: 'uuid', nullable: true, type: String, description: 'null cancels the active plan' })
  @ValidateIf((_, value) => value !== null)
  @IsUUID('all', { message: 'Bitte wähle einen Plan' })
  planId!: string | null;
}
