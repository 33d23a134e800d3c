import { Module } from '@nestjs/common';
import { AccountsModule } from '../accounts/accounts.module.js';
import { AuthModule } from '../auth/auth.module.js';
import { SecondFactorsModule } from '../auth/mfa/second-factors.module.js';
import { AccountRemoval } from './account-removal.js';
import { AccountSessions } from './account-sessions.js';
import { AdminUsersController } from './admin-users.controller.js';
import { DeleteUserHandler } from './commands/delete-user/delete-user.handler.js';
import { SendPasswordLinkHandler } from './commands/send-password-link/send-password-link.handler.js';
import { ResetMfaHandler } from './commands/reset-mfa/reset-mfa.handler.js';
import { UpdateUserHandler } from './commands/update-user/update-user.handler.js';
import { ListUsersHandler, ListUsersPageHandler } from './queries/list-users/list-users.handler.js';
import { AdminClientsController } from '../clients/admin-clients.controller.js';
import { BrandingController } from '../clients/branding/branding.controller.js';
import { UpdateBrandingHandler } from '../clients/branding/commands/update-branding/update-branding.handler.js';
import { UploadLogoHandler } from '../clients/branding/commands/upload-logo/upload-logo.handler.js';
import { GetBrandingHandler } from '../clients/branding/queries/get-branding/get-branding.handler.js';
import { DesignerClientsController } from '../clients/designer-clients.controller.js';
import { CreateClientHandler } from '../clients/commands/create-client/create-client.handler.js';
import { UpdateClientHandler } from '../clients/commands/update-client/update-client.handler.js';
import { GetClientHandler } from '../clients/queries/get-client/get-client.handler.js';
import { ListClientsHandler } from '../clients/queries/list-clients/list-clients.handler.js';
import { ListDesignerClientsHandler } from '../clients/queries/list-designer-clients/list-designer-clients.handler.js';

/** The admin's users and clients: accounts, roles, status, deletion, clients with their branding, a designer's clients. */
@Module({
  imports: [AccountsModule, AuthModule, SecondFactorsModule],
  controllers: [AdminUsersController, AdminClientsController, BrandingController, DesignerClientsController],
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
    GetBrandingHandler,
    UploadLogoHandler,
    UpdateBrandingHandler,
    ListDesignerClientsHandler,
  ],
})
export class AdminAccountsModule {}
