/**
 * AI Intelligence: the category filter over the strategic recommendations (explicit rules over the
 * data; Implement is remembered with who and when, admins only), Wine Market Prediction cards and
 * the AI System Status panel (each model, when it was fitted and on how many points).
 */
import { useState } from 'react';
import type { AnalyticsIntelligence } from '../../../../contracts/analytics';
import { useAnalyticsIntelligence } from '../../../api/analytics/get-analytics-intelligence';
import { useImplementRecommendation } from '../../../api/analytics/implement-recommendation';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { useToast } from '../../../components/ui/toast';
import { accuracyTone, dateTime, formatFigure } from '../components/figure-format';
import { HowComputed } from '../components/how-computed';
import { Panel } from '../components/panel';
import { Empty, QueryState } from '../components/query-state';
import { SelectField } from '../components/select-field';
import { Table } from '../../../components/ui/table';

const CATEGORIES = ['all', 'optimization', 'growth', 'opportunity', 'risk'] as const;
type Category = (typeof CATEGORIES)[number];
const CATEGORY_LABELS: Record<Category, string> = {
  all: 'All categories',
  optimization: 'Optimization',
  growth: 'Growth',
  opportunity: 'Opportunity',
  risk: 'Risk',
};

function Recommendations({ data }: { data: AnalyticsIntelligence }) {
  const [category, setCategory] = useState<Category>('all');
  const implement = useImplementRecommendation();
  const toast = useToast();
  const shown = data.recommendations.filter((r) => category === 'all' || r.category === category);
  return (
    <Panel
      title="Strategic recommendations"
      description="Each card is produced by an explicit rule over the platform's data; the rule is stated on the card."
      action={
        <SelectField
          label="Category"
          value={category}
          onChange={setCategory}
          options={CATEGORIES.map((c) => ({ value: c, label: CATEGORY_LABELS[c] }))}
        />
      }
    >
      {shown.length === 0 ? (
        <Empty>No rule fires on today's data{category === 'all' ? '' : ' in this category'}.</Empty>
      ) : (
        <ul className="grid grid-cols-1 gap-4 md:grid-cols-2">
          {shown.map((r) => (
            <li key={r.id}>
              <Card padding="sm" tone="muted" className="flex h-full flex-col gap-3">
                <div className="flex flex-wrap items-center gap-2">
                  <h4 className="font-semibold text-fg">{r.title}</h4>
                  <Badge tone="info">{CATEGORY_LABELS[r.category]}</Badge>
                  <Badge tone={r.impact === 'high' ? 'brand' : 'gold'}>{r.impact} impact</Badge>
                </div>
                <p className="text-sm text-fg">{r.description}</p>
                <ul className="list-disc pl-5 text-sm text-fg-muted">
                  {r.actionSteps.map((s) => (
                    <li key={s}>{s}</li>
                  ))}
                </ul>
                <HowComputed source="query" how={r.rule} />
                {r.implemented ? (
                  <p className="text-sm text-success">
                    Implemented by {r.implementedBy} on {dateTime(r.implementedAt!)}
                  </p>
                ) : data.canImplement ? (
                  <Button
                    size="sm"
                    className="self-start"
                    disabled={implement.isPending && implement.variables === r.id}
                    onClick={() =>
                      implement.mutate(r.id, {
                        onSuccess: () => toast({ tone: 'success', title: 'Recommendation marked as implemented!' }),
                        onError: (e) =>
                          toast({ tone: 'error', title: 'Could not mark it implemented', description: e.message }),
                      })
                    }
                  >
                    {implement.isPending && implement.variables === r.id ? 'Implementing...' : 'Implement'}
                  </Button>
                ) : (
                  <p className="text-xs text-fg-muted">An admin marks recommendations implemented.</p>
                )}
              </Card>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}

function WinePredictions({ data }: { data: AnalyticsIntelligence }) {
  const predicted = data.winePredictions.filter((w) => w.predictedPrice !== null);
  const waiting = data.winePredictions.filter((w) => w.predictedPrice === null);
  return (
    <Panel
      title="Wine Market Prediction"
      description="Each reserve wine's appraisal history extended 12 months by a least-squares line."
    >
      {predicted.length === 0 ? (
        <Empty>No reserve wine has two appraisals on different days yet, so no value trend can be drawn.</Empty>
      ) : (
        <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 xl:grid-cols-3">
          {predicted.map((w) => (
            <li key={w.assetId}>
              <Card padding="sm" tone="muted" className="flex h-full flex-col gap-2">
                <h4 className="font-semibold text-fg">{w.asset}</h4>
                <dl className="grid grid-cols-2 gap-x-3 text-sm">
                  <dt className="text-fg-muted">Current (per bottle)</dt>
                  <dd className="text-right tabular-nums">{formatFigure(w.currentPrice, 'usd')}</dd>
                  <dt className="text-fg-muted">In {w.timeframe}</dt>
                  <dd className="text-right tabular-nums">{formatFigure(w.predictedPrice, 'usd')}</dd>
                </dl>
                <div className="flex flex-wrap gap-2">
                  {w.recommendation ? (
                    <Badge
                      tone={w.recommendation === 'buy' ? 'success' : w.recommendation === 'sell' ? 'danger' : 'neutral'}
                    >
                      {w.recommendation}
                    </Badge>
                  ) : null}
                  {w.confidence !== null ? (
                    <Badge tone="neutral">Trend fit R² {(w.confidence / 100).toFixed(2)}</Badge>
                  ) : null}
                </div>
                <p className="text-xs text-fg-muted">{w.factors.join(' · ')}</p>
              </Card>
            </li>
          ))}
        </ul>
      )}
      {waiting.length ? (
        <p className="text-sm text-fg-muted">
          Waiting for a second appraisal ({waiting.length}): {waiting.map((w) => w.asset).join(', ')}.
        </p>
      ) : null}
      <HowComputed
        source="model"
        how="Linear regression of appraised value per bottle on the appraisal date; confidence is R² (shown with three or more appraisals); buy at +5% or more, sell at −5% or less, hold in between."
      />
    </Panel>
  );
}

function SystemStatus({ data }: { data: AnalyticsIntelligence }) {
  return (
    <Panel
      title="AI System Status"
      description="The models behind the forecasts, refitted every hour by a background job."
    >
      {data.models.length === 0 ? (
        <Empty>No model fitted yet: the platform needs a few complete weeks of history.</Empty>
      ) : (
        <Table
          variant="plain"
          label="Models table"
          caption="Models, when they were fitted and on how many points"
          minWidth="min-w-[36rem]"
          columns={['Series', 'Method', 'Points', 'Accuracy (test weeks)', 'Fitted']}
        >
          {data.models.map((m) => (
            <tr key={`${m.series}-${m.method}`} className="border-t border-border">
              <th scope="row" className="py-2 pr-3 text-left font-medium text-fg">
                {m.seriesLabel}
              </th>
              <td className="py-2 pr-3">
                {m.methodLabel} {m.chosen ? <Badge tone="gold">in use</Badge> : null}
              </td>
              <td className="py-2 pr-3 tabular-nums">{m.points} weeks</td>
              <td className="py-2 pr-3 tabular-nums">
                <Badge tone={accuracyTone(m.evaluation.accuracy)}>{m.evaluation.accuracy.label}</Badge>
              </td>
              <td className="py-2 pr-3 text-fg-muted">{dateTime(m.fittedAt)}</td>
            </tr>
          ))}
        </Table>
      )}
    </Panel>
  );
}

export function IntelligenceTab() {
  const q = useAnalyticsIntelligence();
  return (
    <QueryState
      isPending={q.isPending}
      error={q.error}
      onRetry={() => void q.refetch()}
      title="Could not load the recommendations"
    >
      {q.data ? (
        <div className="flex flex-col gap-6">
          <Recommendations data={q.data} />
          <WinePredictions data={q.data} />
          <SystemStatus data={q.data} />
        </div>
      ) : null}
    </QueryState>
  );
}
