import { Module } from '@nestjs/common';
import { BrandingController } from './branding/branding.controller.js';
import { UpdateBrandingHandler } from './branding/commands/update-branding/update-branding.handler.js';
import { UploadLogoHandler } from './branding/commands/upload-logo/upload-logo.handler.js';
import { GetBrandingHandler } from './branding/queries/get-branding/get-branding.handler.js';
import { DesignerClientsController } from './designer-clients.controller.js';
import { ListDesignerClientsHandler } from './queries/list-designer-clients/list-designer-clients.handler.js';

/**
 * The client companies: their brand record (the Branding-System and its logo) and the designers
 * linked to them. Creating and editing a client is the admin's (admin/), which composes this context
 * with the accounts and the subscriptions.
 */
@Module({
  controllers: [BrandingController, DesignerClientsController],
  providers: [GetBrandingHandler, UploadLogoHandler, UpdateBrandingHandler, ListDesignerClientsHandler],
})
export class ClientsModule {}
