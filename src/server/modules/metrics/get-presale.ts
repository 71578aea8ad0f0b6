import type { Presale } from '../../../contracts/metrics';
import type { Settings } from '../../../contracts/settings';
import { parseDecimal, percentage } from '../../../domain/money';
import type { Executor } from '../../db/client';
import { readPresaleCounters } from '../reporting/reporting-module';

/** The presale offer from settings and its counters from real purchases. */
export async function getPresale(db: Executor, presale: Settings['presale']): Promise<Presale> {
  const counters = await readPresaleCounters(db);
  const price = parseDecimal(presale.priceUsd, 4);
  const launch = parseDecimal(presale.launchPriceUsd, 4);
  return {
    price_usd: presale.priceUsd,
    launch_price_usd: presale.launchPriceUsd,
    discount_percent: Math.round(Number(percentage(launch - price, launch, 0))),
    ends_at: presale.endsAt ?? new Date().toISOString(),
    investors: counters.investors,
    funds_raised_usd: counters.fundsRaised,
  };
}
