/**
 * The Portfolio tab of /trading (investor spec section 2 "Portfolio Rebalancer"): my assets against
 * my targets with their deviation, the threshold slider, the needed actions, the auto-rebalance
 * switch, Execute (confirmed in a dialog, real market orders) and the history. Targets and threshold
 * are edited as a draft and saved on the server; the plan is always the server's, from the ledger.
 * router.tsx passes it to the trading page as its portfolio panel (a lazy chunk of its own).
 */
import { useState } from 'react';
import {
  SaveRebalancerSettingsRequestSchema,
  type RebalanceAsset,
  type RebalancerSettings,
  type RebalancePlan,
} from '../../../contracts/rebalancer';
import { Alert } from '../../components/ui/alert';
import { Button, ButtonLink } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Skeleton } from '../../components/ui/skeleton';
import { useToast } from '../../components/ui/toast';
import { paths } from '../../lib/paths';
import { useSession } from '../../shared/session';
import { useRebalancePlan } from '../../api/rebalancer/get-rebalance-plan';
import { useSaveRebalancerSettings } from '../../api/rebalancer/save-rebalancer-settings';
import { ActionsList } from './components/actions-list';
import { AssetTable } from './components/asset-table';
import { AutoRebalanceSwitch } from './components/auto-rebalance-switch';
import { ExecuteDialog } from './components/execute-dialog';
import { RebalanceHistory } from './components/rebalance-history';
import { ThresholdSlider } from './components/threshold-slider';
import { formatUsd } from './rebalancer-display';
import { LoadError } from '../../components/ui/load-error';

export default function RebalancerPanel() {
  const { isSignedIn, isLoading } = useSession();
  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-col gap-2">
        <h2 className="text-2xl font-semibold text-fg">Portfolio Rebalancer</h2>
        <p className="max-w-3xl text-fg-muted">
          Your holdings valued at market prices against your target allocation. When an asset drifts past the threshold,
          the rebalancer trades it back with real market orders.
        </p>
      </header>
      {isLoading ? (
        <Skeleton className="h-64" />
      ) : isSignedIn ? (
        <Workspace />
      ) : (
        <Card className="flex flex-col items-start gap-3 sm:flex-row sm:items-center sm:justify-between">
          <div>
            <p className="font-semibold text-fg">Sign in to rebalance</p>
            <p className="text-sm text-fg-muted">Sign in to see your allocation, set your targets and rebalance.</p>
          </div>
          <ButtonLink to={paths.auth.getHref({ mode: 'signin' })} variant="gold">
            Sign in
          </ButtonLink>
        </Card>
      )}
    </div>
  );
}

function Workspace() {
  const plan = useRebalancePlan();
  if (plan.isError)
    return (
      <LoadError
        title="Unable to load your portfolio"
        message={plan.error.message}
        onRetry={() => void plan.refetch()}
      />
    );
  if (!plan.data)
    return (
      <div className="flex flex-col gap-4" role="status" aria-label="Loading your portfolio">
        <Skeleton className="h-24" />
        <Skeleton className="h-72" />
      </div>
    );
  return <Loaded plan={plan.data} />;
}

type Draft = Pick<RebalancerSettings, 'targets' | 'threshold'>;

function Loaded({ plan }: { plan: RebalancePlan }) {
  const toast = useToast();
  const save = useSaveRebalancerSettings();
  const [draft, setDraft] = useState<Draft | null>(null);
  const [isExecuteOpen, setIsExecuteOpen] = useState(false);
  const saved = plan.settings;
  const shown: Draft = draft ?? { targets: saved.targets, threshold: saved.threshold };
  const isDirty = draft !== null;
  const validation = SaveRebalancerSettingsRequestSchema.safeParse({ ...shown, autoRebalance: saved.autoRebalance });
  const draftError = validation.success ? null : (validation.error.issues[0]?.message ?? 'Please check your targets.');
  const targetsSum = Object.values(shown.targets).reduce((sum, v) => sum + (Number(v) || 0), 0);

  const edit = (next: Partial<Draft>) => setDraft({ ...shown, ...next });
  const onTargetChange = (asset: RebalanceAsset, value: string) =>
    edit({ targets: { ...shown.targets, [asset]: value } });

  const persist = (settings: RebalancerSettings, successTitle: string) =>
    save.mutate(settings, {
      onSuccess: () => {
        setDraft(null);
        toast({ title: successTitle, tone: 'success' });
      },
      onError: (error) => toast({ title: 'Not saved', description: error.message, tone: 'error' }),
    });

  const isEmpty = plan.totalValueUsd === '0.00';
  return (
    <div className="flex flex-col gap-6">
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4" aria-label="Portfolio summary">
        {[
          { label: 'Portfolio value', value: formatUsd(plan.totalValueUsd) },
          { label: 'Threshold', value: `${saved.threshold}%` },
          { label: 'Actions needed', value: String(plan.actions.length) },
          { label: 'Auto-rebalance', value: saved.autoRebalance ? 'On' : 'Off' },
        ].map((tile) => (
          <Card key={tile.label} padding="sm" className="flex flex-col gap-1">
            <dt className="text-xs uppercase tracking-wide text-fg-subtle">{tile.label}</dt>
            <dd className="text-lg font-semibold tabular-nums text-fg">{tile.value}</dd>
          </Card>
        ))}
      </dl>

      {isEmpty ? (
        <Alert tone="info" title="Nothing to rebalance yet">
          Your account holds no assets. Buy VINO or add funds, then come back to set your allocation.
        </Alert>
      ) : null}

      <div className="grid grid-cols-1 gap-6 xl:grid-cols-[minmax(0,1fr)_minmax(300px,380px)]">
        <section aria-labelledby="assets-title" className="flex min-w-0 flex-col gap-3">
          <h3 id="assets-title" className="text-lg font-semibold text-fg">
            Assets
          </h3>
          <AssetTable assets={plan.assets} targets={shown.targets} onTargetChange={onTargetChange} />
          <p
            className={draftError ? 'text-sm text-danger' : 'text-sm text-fg-muted'}
            role={draftError ? 'alert' : undefined}
          >
            Targets total {targetsSum.toFixed(2)}%{draftError ? `: ${draftError}` : ''}
          </p>
        </section>

        <Card className="flex flex-col gap-5 self-start" aria-labelledby="settings-title">
          <h3 id="settings-title" className="text-lg font-semibold text-fg">
            Settings
          </h3>
          <ThresholdSlider value={shown.threshold} onChange={(threshold) => edit({ threshold })} />
          <div className="flex flex-wrap items-center gap-3">
            <Button
              variant="primary"
              disabled={!isDirty || draftError !== null}
              isLoading={save.isPending && isDirty}
              onClick={() => persist({ ...shown, autoRebalance: saved.autoRebalance }, 'Targets and threshold saved')}
            >
              Save targets and threshold
            </Button>
            {isDirty ? (
              <>
                <span className="text-sm text-warning">Unsaved changes</span>
                <Button variant="ghost" size="sm" onClick={() => setDraft(null)}>
                  Discard
                </Button>
              </>
            ) : null}
          </div>
          <hr className="border-border" />
          <AutoRebalanceSwitch
            isOn={saved.autoRebalance}
            isBusy={save.isPending}
            onToggle={() =>
              persist(
                { targets: saved.targets, threshold: saved.threshold, autoRebalance: !saved.autoRebalance },
                saved.autoRebalance ? 'Auto-rebalance turned off' : 'Auto-rebalance turned on',
              )
            }
          />
        </Card>
      </div>

      <section aria-labelledby="actions-title" className="flex flex-col gap-3">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h3 id="actions-title" className="text-lg font-semibold text-fg">
            Actions
          </h3>
          <Button variant="gold" disabled={plan.orders.length === 0 || isDirty} onClick={() => setIsExecuteOpen(true)}>
            Execute rebalance
          </Button>
        </div>
        {isDirty ? <p className="text-sm text-warning">Save your changes to see the actions they need.</p> : null}
        <Card>
          <ActionsList actions={plan.actions} orders={plan.orders} />
        </Card>
      </section>

      <section aria-labelledby="history-title" className="flex flex-col gap-3">
        <h3 id="history-title" className="text-lg font-semibold text-fg">
          Rebalance history
        </h3>
        <RebalanceHistory />
      </section>

      <ExecuteDialog
        open={isExecuteOpen}
        orders={plan.orders}
        totalValueUsd={plan.totalValueUsd}
        onClose={() => setIsExecuteOpen(false)}
      />
    </div>
  );
}
