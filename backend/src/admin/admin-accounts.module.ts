import { Module } from '@nestjs/common';
import { AccountsModule, AuthModule, SecondFactorsModule } from '../accounts/index.js';
import { AccountRemoval } from './account-removal.js';
import { AccountSessions } from './account-sessions.js';
import { AdminUsersController } from './admin-users.controller.js';
import { DeleteUserHandler } from './commands/delete-user/delete-user.handler.js';
import { SendPasswordLinkHandler } from './commands/send-password-link/send-password-link.handler.js';
import { ResetMfaHandler } from './commands/reset-mfa/reset-mfa.handler.js';
import { UpdateUserHandler } from './commands/update-user/update-user.handler.js';
import { ListUsersHandler, ListUsersPageHandler } from './queries/list-users/list-users.handler.js';
import { AdminClientsController } from './admin-clients.controller.js';
import { CreateClientHandler } from './commands/create-client/create-client.handler.js';
import { UpdateClientHandler } from './commands/update-client/update-client.handler.js';
import { GetClientHandler } from './queries/get-client/get-client.handler.js';
import { ListClientsHandler } from './queries/list-clients/list-clients.handler.js';

/** The admin's users and clients: accounts, roles, status, deletion, creating and editing clients. */
@Module({
  imports: [AccountsModule, AuthModule, SecondFactorsModule],
  controllers: [AdminUsersController, AdminClientsController],
  providers: [
    AccountSessions,
    AccountRemoval,
    ListUsersHandler,
    ListUsersPageHandler,
    UpdateUserHandler,
    DeleteUserHandler,
    SendPasswordLinkHandler,
    ResetMfaHandler,
    CreateClientHandler,
    UpdateClientHandler,
    ListClientsHandler,
    GetClientHandler,
  ],
})
export class AdminAccountsModule {}
