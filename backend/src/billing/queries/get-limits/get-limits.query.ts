import { ApiProperty } from '@nestjs/swagger';
import { Query } from '@nestjs/cqrs';
import type { ContentLimits } from '../../../contracts/plans.js';

export class LimitsView implements ContentLimits {
  @ApiProperty({ example: 'Business' }) planName!: string;
  @ApiProperty() postLimit!: number;
  @ApiProperty() carouselLimit!: number;
  @ApiProperty() reelLimit!: number;
  @ApiProperty() postsUsed!: number;
  @ApiProperty() carouselsUsed!: number;
  @ApiProperty() reelsUsed!: number;
  @ApiProperty() postsRemaining!: number;
  @ApiProperty() carouselsRemaining!: number;
  @ApiProperty() reelsRemaining!: number;
}

/** The client's monthly limits and usage (calendar month, Europe/Zurich). */
export class GetLimitsQuery extends Query<LimitsView> {
  constructor(readonly clientId: string) {
    super();
  }
}
