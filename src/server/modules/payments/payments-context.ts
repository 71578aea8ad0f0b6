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
  /** VINO/ETH last trade, or null before the first trade (the ETH quote of crypto purchases). */
  lastVinoEthPrice: () => Promise<string | null>;
  /** Crypto purchases paid from the wallet to this address on this chain; undefined: the sandbox settles them. */
  cryptoDeposit: { rpcUrl: string; chainId: number; address: `0x${string}` } | undefined;
  now: () => Date;
  log: { error: (obj: object, msg: string) => void };
  /** Pushes payment changes to the buyer's open screens (portfolio channel); absent in some tests. */
  realtime?: Pick<Realtime, 'publishToUser'> | undefined;
}
