import { ApiProperty } from '@nestjs/swagger';
import { Query } from '@nestjs/cqrs';
import type { ContentLimitsView } from '../../content-limits.js';

export class LimitsView implements ContentLimitsView {
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
