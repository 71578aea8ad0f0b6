import type { Database } from '../../db/client';
import type { Mailer } from '../../platform/mailer/mailer';
import type { Realtime } from '../../platform/realtime/register-realtime';
import type { SettingsService } from '../../platform/settings/settings-service';
import type { PaymentProvider } from './payment-provider';

/** What the payments use cases need, built once by the module. */
export interface PaymentsContext {
  db: Database;
  provider: PaymentProvider;
  settings: SettingsService;
  mailer: Mailer;
  demoMode: boolean;
  publicUrl: string;
  /** VINO/USD last trade on the exchange (the market module), or null before the first trade. */
  lastVinoPrice: () => Promise<string | null>;
  now: () => Date;
  log: { error: (obj: object, msg: string) => void };
  /** Pushes payment changes to the buyer's open screens (portfolio channel); absent in some tests. */
  realtime?: Pick<Realtime, 'publishToUser'> | undefined;
}
