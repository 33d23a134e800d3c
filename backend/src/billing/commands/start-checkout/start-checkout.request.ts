import { ApiProperty } from '@nestjs/swagger';
import { IsUUID } from 'class-validator';
import type { CheckoutBody } from '../../../contracts/plans.js';

export class StartCheckoutRequest implements CheckoutBody {
  @ApiProperty({ format: 'uuid' })
  @IsUUID('all', { message: 'Bitte wähle einen Plan' })
  planId!: string;
}
