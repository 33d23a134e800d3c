import { Global, Module, type DynamicModule } from '@nestjs/common';
import { Clock, SystemClock } from '../common/clock.js';
import { APP_CONFIG, type AppConfig } from './app-config.js';

/** Makes the validated configuration injectable everywhere as APP_CONFIG, and the time as Clock. */
@Global()
@Module({})
export class ConfigModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: ConfigModule,
      providers: [
        { provide: APP_CONFIG, useValue: config },
        { provide: Clock, useClass: SystemClock },
      ],
      exports: [APP_CONFIG, Clock],
    };
  }
}
