import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, Query } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiConflictResponse, ApiNoContentResponse, ApiTags } from '@nestjs/swagger';
import type { z } from 'zod';
import { createUserBodySchema, listUsersQuerySchema, updateUserBodySchema } from '../contracts/admin-requests.js';
import { Actor } from '../common/auth/actor.js';
import { CurrentActor, Roles } from '../common/auth/decorators.js';
import {
  adminUserListSchema,
  adminUserSchema,
  type AdminUser,
  type AdminUserPage,
} from '../contracts/admin-answers.js';
import { ApiAnswer } from '../http/api-answer.js';
import { CreateUserCommand } from './commands/create-user/create-user.command.js';
import { DeleteUserCommand } from './commands/delete-user/delete-user.command.js';
import { SendPasswordLinkCommand } from './commands/send-password-link/send-password-link.command.js';
import { ResetMfaCommand } from './commands/reset-mfa/reset-mfa.command.js';
import { UpdateUserCommand } from './commands/update-user/update-user.command.js';
import { ListUsersPageQuery } from './queries/list-users/list-users-page.query.js';
import { ListUsersQuery } from './queries/list-users/list-users.query.js';

/** /admin/users: every account, its role and status (spec 001 §2). */
@ApiTags('admin')
@ApiBearerAuth()
@Roles('admin')
@Controller('admin/users')
export class AdminUsersController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Get()
  @ApiAnswer(
    adminUserListSchema,
    200,
    'Every account (no parameters), or with `search`, `page` or `pageSize` a page of them (20 by default)',
  )
  list(
    @Query({ schema: listUsersQuerySchema }) query: z.output<typeof listUsersQuerySchema>,
  ): Promise<AdminUser[] | AdminUserPage> {
    if (query.search === undefined && query.page === undefined && query.pageSize === undefined)
      return this.queries.execute(new ListUsersQuery());
    return this.queries.execute(new ListUsersPageQuery(query.search, query.page ?? 1, query.pageSize ?? 20));
  }

  @Post()
  @ApiAnswer(adminUserSchema, 201)
  create(@Body({ schema: createUserBodySchema }) body: z.output<typeof createUserBodySchema>): Promise<AdminUser> {
    return this.commands.execute(new CreateUserCommand(body));
  }

  @Patch(':id')
  @ApiAnswer(
    adminUserSchema,
    200,
    "A role change or deactivation ends the account's sessions at once; not for the caller itself or the last admin",
  )
  update(
    @CurrentActor() actor: Actor,
    @Param('id') id: string,
    @Body({ schema: updateUserBodySchema }) body: z.output<typeof updateUserBodySchema>,
  ): Promise<AdminUser> {
    return this.commands.execute(new UpdateUserCommand(actor, id, body));
  }

  @Post(':id/password-link')
  @HttpCode(204)
  @ApiNoContentResponse({
    description:
      'The welcome mail with a new link to set the password goes out; every earlier link of the account ends at once',
  })
  @ApiConflictResponse({ description: 'ACCOUNT_INACTIVE: the account is deactivated' })
  async sendPasswordLink(@CurrentActor() actor: Actor, @Param('id') id: string): Promise<void> {
    await this.commands.execute(new SendPasswordLinkCommand(actor, id));
  }

  @Delete(':id')
  @HttpCode(204)
  @ApiNoContentResponse({
    description:
      'Deleted by the deletion policy of its role (docs/decisions.md); not the caller itself or the last admin',
  })
  async remove(@CurrentActor() actor: Actor, @Param('id') id: string): Promise<void> {
    await this.commands.execute(new DeleteUserCommand(actor, id));
  }

  @Post(':id/mfa/reset')
  @HttpCode(204)
  @ApiNoContentResponse({
    description:
      "Removes the account's authenticator app, recovery codes and passkeys and ends its sessions; written to the audit record. Not for the caller itself (403)",
  })
  async resetMfa(@CurrentActor() actor: Actor, @Param('id') id: string): Promise<void> {
    await this.commands.execute(new ResetMfaCommand(actor, id));
  }
}
