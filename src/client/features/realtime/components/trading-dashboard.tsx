/**
 * Trading dashboard with the symbol tabs VINO/USD, VINO/ETH, VINO/BTC and VINO-STOCK/USD (operator
 * spec section 2). The three markets are live; the stock is quoted only and says so.
 */
import { useState } from 'react';
import type { MarketSummary } from '../../../../contracts/market';
import type { MarketId } from '../../../../domain/exchange/markets';
import { Card } from '../../../components/ui/card';
import { Tabs, type TabItem } from '../../../components/ui/tabs';
import { MarketView } from './market-view';
import { StockQuoteView } from './stock-quote-view';

type SymbolTab = MarketId | 'VINO-STOCK';
const MARKET_TABS: { id: MarketId; label: string }[] = [
  { id: 'VINO-USD', label: 'VINO/USD' },
  { id: 'VINO-ETH', label: 'VINO/ETH' },
  { id: 'VINO-BTC', label: 'VINO/BTC' },
];

export function TradingDashboard({ markets }: { markets: MarketSummary[] | undefined }) {
  const [symbol, setSymbol] = useState<SymbolTab>('VINO-USD');
  const items: TabItem<SymbolTab>[] = [
    ...MARKET_TABS.map((m) => ({
      id: m.id,
      label: m.label,
      content: <MarketView market={m.id} summary={markets?.find((s) => s.id === m.id)} />,
    })),
    { id: 'VINO-STOCK', label: 'VINO-STOCK/USD', content: <StockQuoteView /> },
  ];
  return (
    <Card as="section" aria-labelledby="dashboard-title" className="flex min-w-0 flex-col gap-4">
      <h2 id="dashboard-title" className="text-lg font-semibold text-fg">
        Trading dashboard
      </h2>
      <Tabs label="Symbols" items={items} value={symbol} onValueChange={setSymbol} variant="underline" />
    </Card>
  );
}
