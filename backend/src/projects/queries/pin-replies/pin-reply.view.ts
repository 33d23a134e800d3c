import { ApiProperty } from '@nestjs/swagger';
import type { PinReply as PinReplyContract } from '../../../contracts/projects.js';
import type { PinReply } from '../../pin-reply.entity.js';
import { PersonView } from '../../project.views.js';

export class PinReplyView implements PinReplyContract {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() message!: string;
  @ApiProperty({ type: PersonView, nullable: true }) author!: PersonView | null;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;

  static of(reply: PinReply): PinReplyView {
    return {
      id: reply.id,
      message: reply.message,
      author: reply.author ? { id: reply.author.id, name: reply.author.name } : null,
      createdAt: reply.createdAt.toISOString(),
    };
  }
}
