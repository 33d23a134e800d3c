import { ApiProperty } from '@nestjs/swagger';
import { IsUUID, ValidateIf } from 'class-validator';

export class AssignDesignerRequest {
  @ApiProperty({ format: 'uuid', nullable: true, type: String, description: 'null removes the designer' })
  @ValidateIf((_, value) => value !== null)
  @IsUUID('all', { message: 'Bitte wähle einen Designer' })
  designerId!: string | null;
}
