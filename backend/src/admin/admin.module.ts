import { Module } from '@nestjs/common';
import { AccountRemoval } from './account-removal.js';
import { AccountsModule, AuthModule, SecondFactorsModule } from '../accounts/index.js';
import { AdminClientsController } from './admin-clients.controller.js';
import { AdminController } from './admin.controller.js';
import { AdminUsersController } from './admin-users.controller.js';
import { AssignDesignerHandler } from './commands/assign-designer/assign-designer.handler.js';
import { CreateClientHandler } from './commands/create-client/create-client.handler.js';
import { CreateUserHandler } from './commands/create-user/create-user.handler.js';
import { DeleteUserHandler } from './commands/delete-user/delete-user.handler.js';
import { GetAdminStatsHandler } from './queries/get-stats/get-stats.handler.js';
import { GetClientHandler } from './queries/get-client/get-client.handler.js';
import { ListClientsHandler } from './queries/list-clients/list-clients.handler.js';
import { ListUsersHandler, ListUsersPageHandler } from './queries/list-users/list-users.handler.js';
import { ResetMfaHandler } from './commands/reset-mfa/reset-mfa.handler.js';
import { SendPasswordLinkHandler } from './commands/send-password-link/send-password-link.handler.js';
import { UpdateClientHandler } from './commands/update-client/update-client.handler.js';
import { UpdateUserHandler } from './commands/update-user/update-user.handler.js';

/**
 * The admin's endpoints (their screens come with the admin area): users and their accounts, roles,
 * status, deletion and second factor; creating and editing clients, assigning designers; the
 * statistics. It composes the other contexts through their public surfaces.
 */
@Module({
  imports: [AccountsModule, AuthModule, SecondFactorsModule],
  controllers: [AdminController, AdminUsersController, AdminClientsController],
  providers: [
    GetAdminStatsHandler,
    CreateUserHandler,
    AssignDesignerHandler,
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
export class AdminModule {}
