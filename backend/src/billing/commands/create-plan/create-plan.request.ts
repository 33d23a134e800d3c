import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import {
  ArrayMaxSize, IsArray, IsBoolean, IsInt, IsNotEmpty, IsNumber, IsOptional, IsString, Matches, Max, MaxLength, Min, MinLength, ValidateIf,
} from 'class-validator';
import { PLAN_BOUNDS, type CreatePlanBody } from '../../../contracts/plans.js';
import { PLAN_TEXTS } from '../../plan-texts.js';

const trim = () => Transform(({ value }) => (typeof value === 'string' ? value.trim() : value));
const trimEach = () => Transform(({ value }) => (Array.isArray(value) ? value.map((item) => (typeof item === 'string' ? item.trim() : item)) : value));
/** An empty price id is no price id. */
const blankIsNull = () => Transform(({ value }) => (typeof value === 'string' ? value.trim() || null : value));

const limit = (label: string) => {
  const message = PLAN_TEXTS.limit(label);
  return (target: object, key: string) => {
    // Registered in the order they are checked: the type first.
    IsInt({ message })(target, key);
    Min(0, { message })(target, key);
    Max(PLAN_BOUNDS.limitMax, { message })(target, key);
  };
};

/** POST /api/admin/plans: every field bounded; the defaults are the seeded plans'. */
export class CreatePlanRequest implements CreatePlanBody {
  @ApiProperty({ maxLength: PLAN_BOUNDS.nameMax })
  @trim()
  @MaxLength(PLAN_BOUNDS.nameMax, { message: PLAN_TEXTS.nameTooLong })
  @IsNotEmpty({ message: PLAN_TEXTS.nameRequired })
  @IsString({ message: PLAN_TEXTS.nameRequired })
  name!: string;

  @ApiProperty({ description: 'CHF per month, at most 2 decimals', minimum: 0, maximum: PLAN_BOUNDS.priceMax })
  @Max(PLAN_BOUNDS.priceMax, { message: PLAN_TEXTS.price })
  @Min(0, { message: PLAN_TEXTS.price })
  @IsNumber({ maxDecimalPlaces: 2, allowNaN: false, allowInfinity: false }, { message: PLAN_TEXTS.price })
  price!: number;

  @ApiPropertyOptional({ maxLength: PLAN_BOUNDS.priceDisplayMax, description: 'Defaults to "CHF 290.00 / Monat"' })
  @IsOptional() @trim() @MaxLength(PLAN_BOUNDS.priceDisplayMax, { message: PLAN_TEXTS.priceDisplay }) @IsString({ message: PLAN_TEXTS.priceDisplay })
  priceDisplay?: string;

  @ApiPropertyOptional({ maxLength: PLAN_BOUNDS.descriptionMax })
  @IsOptional() @trim() @MaxLength(PLAN_BOUNDS.descriptionMax, { message: PLAN_TEXTS.description }) @IsString({ message: PLAN_TEXTS.description })
  description?: string;

  @ApiProperty({ minimum: 0, maximum: PLAN_BOUNDS.limitMax }) @limit('Das Post-Limit')
  postLimit!: number;

  @ApiProperty({ minimum: 0, maximum: PLAN_BOUNDS.limitMax }) @limit('Das Carousel-Limit')
  carouselLimit!: number;

  @ApiProperty({ minimum: 0, maximum: PLAN_BOUNDS.limitMax }) @limit('Das Reel-Limit')
  reelLimit!: number;

  @ApiPropertyOptional({ type: [String], maxItems: PLAN_BOUNDS.featuresMax, items: { type: 'string', minLength: 1, maxLength: PLAN_BOUNDS.featureMax } })
  @IsOptional()
  @trimEach()
  @MaxLength(PLAN_BOUNDS.featureMax, { each: true, message: PLAN_TEXTS.feature })
  @MinLength(1, { each: true, message: PLAN_TEXTS.feature })
  @IsString({ each: true, message: PLAN_TEXTS.feature })
  @ArrayMaxSize(PLAN_BOUNDS.featuresMax, { message: PLAN_TEXTS.features })
  @IsArray({ message: PLAN_TEXTS.features })
  features?: string[];

  @ApiPropertyOptional() @IsOptional() @IsBoolean({ message: PLAN_TEXTS.flag('Empfohlen') })
  isRecommended?: boolean;

  @ApiPropertyOptional({ maxLength: PLAN_BOUNDS.ctaLabelMax, default: 'Plan wählen' })
  @IsOptional() @trim() @MaxLength(PLAN_BOUNDS.ctaLabelMax, { message: PLAN_TEXTS.ctaLabel }) @IsNotEmpty({ message: PLAN_TEXTS.ctaLabel }) @IsString({ message: PLAN_TEXTS.ctaLabel })
  ctaLabel?: string;

  @ApiPropertyOptional({ nullable: true, type: String, maxLength: PLAN_BOUNDS.stripePriceIdMax, example: 'price_1Q2w3E' })
  @IsOptional()
  @blankIsNull()
  @ValidateIf((_, value) => value !== null)
  @Matches(/^[A-Za-z0-9_]+$/, { message: PLAN_TEXTS.stripePriceId })
  @MaxLength(PLAN_BOUNDS.stripePriceIdMax, { message: PLAN_TEXTS.stripePriceId })
  @IsString({ message: PLAN_TEXTS.stripePriceId })
  stripePriceId?: string | null;
}
