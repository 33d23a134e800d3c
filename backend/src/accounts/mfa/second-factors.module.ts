import { Module } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { SessionStatesModule } from '../session-states.module.js';
import { SecondFactors } from './second-factors.js';
import { TotpSecretBox } from './totp-secret-box.js';

/**
 * The stored second factors, for whoever writes them: the API's security endpoints, an admin's
 * reset and the demo seed (which runs without the rest of the auth module).
 */
@Module({
  imports: [SessionStatesModule],
  providers: [
    {
      provide: TotpSecretBox,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => TotpSecretBox.fromSecret(config.jwtSecret),
    },
    SecondFactors,
  ],
  exports: [SecondFactors],
})
export class SecondFactorsModule {}
