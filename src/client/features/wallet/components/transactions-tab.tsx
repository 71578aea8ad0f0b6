/** Transactions: what this wallet sent in this session, and the account's platform ledger history. */
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Card, CardTitle } from '../../../components/ui/card';
import { formatTokenAmount, shortAddress } from '../../../shared/wallet/format-wallet';
import type { SentTransaction } from '../../../shared/wallet/wallet-service';
import { useLedgerEntries } from '../../../api/ledger/find-ledger-entries';
import { QueryState } from './query-state';

/** Investor spec section 4: confirmed green, pending yellow, failed red. */
const STATUS_CLASS: Record<SentTransaction['status'], string> = {
  confirmed: 'text-success',
  pending: 'text-warning',
  failed: 'text-danger',
};

const dateTime = (iso: string) => new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

export function TransactionsTab({
  transactions,
  isSignedIn,
}: {
  transactions: SentTransaction[];
  isSignedIn: boolean;
}) {
  const [page, setPage] = useState(1);
  const ledger = useLedgerEntries(isSignedIn, page);
  const pageCount = ledger.data ? Math.max(1, Math.ceil(ledger.data.total / ledger.data.pageSize)) : 1;
  return (
    <div className="space-y-4">
      <Card as="section">
        <CardTitle>Wallet transactions</CardTitle>
        {transactions.length === 0 ? (
          <p className="mt-3 text-sm text-fg-muted">No transactions sent from this wallet yet.</p>
        ) : (
          <ul className="mt-3 divide-y divide-border">
            {transactions.map((t) => (
              <li key={t.id} className="flex flex-wrap items-center justify-between gap-2 py-3 text-sm">
                <div>
                  <p className="text-fg">
                    Sent {formatTokenAmount(t.amount, t.token === 'ETH' ? 4 : 2)} {t.token} to {shortAddress(t.to)}
                  </p>
                  <p className="font-mono text-xs break-all text-fg-muted">{t.hash}</p>
                </div>
                <div className="text-right">
                  <p className={`font-medium capitalize ${STATUS_CLASS[t.status]}`}>{t.status}</p>
                  <p className="text-xs text-fg-muted">{dateTime(t.timestamp)}</p>
                </div>
              </li>
            ))}
          </ul>
        )}
      </Card>
      <Card as="section">
        <CardTitle>Platform history</CardTitle>
        {!isSignedIn ? (
          <p className="mt-3 text-sm text-fg-muted">Sign in to see your platform history.</p>
        ) : (
          <>
            <QueryState
              isPending={ledger.isPending}
              error={ledger.error}
              onRetry={() => void ledger.refetch()}
              label="history"
            />
            {ledger.data ? (
              ledger.data.items.length === 0 ? (
                <p className="mt-3 text-sm text-fg-muted">No platform transactions yet.</p>
              ) : (
                <>
                  <ul className="mt-3 divide-y divide-border">
                    {ledger.data.items.map((entry) => (
                      <li key={entry.id} className="flex flex-wrap items-start justify-between gap-2 py-3 text-sm">
                        <div>
                          <p className="text-fg">{entry.memo || entry.kind}</p>
                          <p className="text-xs text-fg-muted">{dateTime(entry.createdAt)}</p>
                        </div>
                        <ul className="text-right font-mono tabular-nums">
                          {entry.postings.map((p, i) => (
                            <li key={i} className={p.amount.startsWith('-') ? 'text-danger' : 'text-success'}>
                              {p.amount.startsWith('-') ? '' : '+'}
                              {formatTokenAmount(p.amount.replace('-', ''), 2).replace(
                                /^/,
                                p.amount.startsWith('-') ? '−' : '',
                              )}{' '}
                              {p.asset}
                              {p.bucket === 'held' ? ' (held)' : ''}
                            </li>
                          ))}
                        </ul>
                      </li>
                    ))}
                  </ul>
                  {pageCount > 1 ? (
                    <div className="mt-3 flex items-center justify-between gap-2">
                      <Button size="sm" variant="secondary" disabled={page <= 1} onClick={() => setPage(page - 1)}>
                        Previous
                      </Button>
                      <span className="text-sm text-fg-muted">
                        Page {page} of {pageCount}
                      </span>
                      <Button
                        size="sm"
                        variant="secondary"
                        disabled={page >= pageCount}
                        onClick={() => setPage(page + 1)}
                      >
                        Next
                      </Button>
                    </div>
                  ) : null}
                </>
              )
            ) : null}
          </>
        )}
      </Card>
    </div>
  );
}
