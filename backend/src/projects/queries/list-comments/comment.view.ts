import { ApiProperty } from '@nestjs/swagger';
import type { ProjectComment } from '../../../contracts/projects.js';
import type { Comment } from '../../comment.entity.js';
import { PersonView } from '../../project.views.js';

export class CommentView implements ProjectComment {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() message!: string;
  @ApiProperty({ description: "The admin's quality-check feedback; never in a client's list" }) internal!: boolean;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
  @ApiProperty({ type: PersonView, nullable: true }) author!: PersonView | null;

  static of(comment: Comment): CommentView {
    return {
      id: comment.id,
      message: comment.message,
      internal: comment.internal,
      createdAt: comment.createdAt.toISOString(),
      author: comment.author ? { id: comment.author.id, name: comment.author.name } : null,
    };
  }
}
