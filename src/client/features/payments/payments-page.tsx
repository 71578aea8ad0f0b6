/**
 * /payments, the Payment Center (investor spec section 2; sign-in required by the route): tabs
 * Buy Tokens (default), Memberships and Payment History, the tab kept in `?tab=`. Everything shown
 * comes from the server: the product bounds, price, plans and test cards from the payments
 * config; subscriptions and history from the user's own endpoints.
 */
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { Skeleton } from '../../components/ui/skeleton';
import { Tabs, type TabItem } from '../../components/ui/tabs';
import { useDocumentMeta } from '../../lib/use-document-meta';
import { usePaymentsConfig } from '../../api/payments/get-payments-config';
import { BuyTokensPanel } from './components/buy-tokens/buy-tokens-panel';
import { PaymentHistoryPanel } from './components/history/payment-history-panel';
import { LoadError } from '../../components/ui/load-error';
import { MembershipsPanel } from './components/memberships/memberships-panel';
import { readInitialAmount, readInitialMethod, readPaymentsTab, type PaymentsTab } from './payments-query';

export default function PaymentsPage() {
  useDocumentMeta(
    'Payment Center — VINO',
    'Buy VINO tokens by card or bank transfer, manage your Premium Circle membership and review or export your payment history.',
  );
  const [searchParams, setSearchParams] = useSearchParams();
  const tab = readPaymentsTab(searchParams);
  const config = usePaymentsConfig();

  function onTabChange(next: PaymentsTab) {
    const params = new URLSearchParams(searchParams);
    params.set('tab', next);
    setSearchParams(params, { replace: true });
  }

  // Buy Tokens and Memberships need the config (bounds, price, plans); history does not.
  const withConfig = (render: (c: NonNullable<typeof config.data>) => ReactNode) =>
    config.isError ? (
      <LoadError
        title="Unable to load payment options"
        message={config.error.message}
        onRetry={() => void config.refetch()}
      />
    ) : config.isPending ? (
      <div role="status" aria-label="Loading payment options" className="flex flex-col gap-4">
        <Skeleton className="h-12 w-full" />
        <Skeleton className="h-64 w-full" />
      </div>
    ) : (
      render(config.data)
    );

  const items: TabItem<PaymentsTab>[] = [
    {
      id: 'buy',
      label: 'Buy Tokens',
      content: withConfig((c) => (
        <BuyTokensPanel
          config={c}
          initialAmount={readInitialAmount(searchParams)}
          initialMethod={readInitialMethod(searchParams)}
        />
      )),
    },
    { id: 'memberships', label: 'Memberships', content: withConfig((c) => <MembershipsPanel config={c} />) },
    {
      id: 'history',
      // "History" alone below 640 px, so the three tabs fit a 390 px screen.
      label: (
        <>
          <span className="sm:hidden">History</span>
          <span className="hidden sm:inline">Payment History</span>
        </>
      ),
      content: <PaymentHistoryPanel />,
    },
  ];

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-8 px-4 py-10 sm:px-6 sm:py-12">
      <header className="flex flex-col gap-3">
        <p className="text-xs font-semibold uppercase tracking-[0.2em] text-gold">Your account</p>
        <h1 className="text-3xl font-semibold text-fg sm:text-4xl">Payment Center</h1>
        <p className="max-w-2xl text-fg-muted">Buy VINO tokens, manage your memberships and review your payments.</p>
      </header>
      <Tabs label="Payment Center sections" items={items} value={tab} onValueChange={onTabChange} />
    </div>
  );
}
