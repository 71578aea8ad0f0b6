/**
 * Predictive Models: the sub-tabs Revenue Models, Scenario Analysis and Trend Forecasts, the model
 * performance panel (out-of-sample MASE, WAPE and interval coverage on test weeks), View Details (a model's
 * parameters and forecast) and View Model Documentation (how each method works).
 */
import { useState } from 'react';
import type { ModelSummary, PredictiveModels } from '../../../../contracts/analytics';
import { usePredictiveModels } from '../../../api/analytics/get-predictive-models';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Dialog } from '../../../components/ui/dialog';
import { Tabs } from '../../../components/ui/tabs';
import { TrendChart } from '../components/lazy-charts';
import { accuracyTone, dateTime, formatFigure } from '../components/figure-format';
import { HowComputed } from '../components/how-computed';
import { Panel } from '../components/panel';
import { Empty, QueryState } from '../components/query-state';
import { Table } from '../../../components/ui/table';

const pct = (v: number | null) => (v === null ? 'n/a' : `${v.toFixed(1)}%`);
const ratio = (v: number | null) => (v === null ? 'n/a' : v.toFixed(2));

/** What the rolling-origin evaluation found, in a sentence (or why there was none). */
function EvaluationText({ model }: { model: ModelSummary }) {
  const e = model.evaluation;
  if (e.status !== 'evaluated' || !e.validation || !e.test) return <>{e.accuracy.label}: no accuracy is claimed.</>;
  return (
    <>
      Forecast {e.horizon} weeks ahead from every week of a {e.validationWeeks}-week validation window (MASE{' '}
      {ratio(e.validation.mase)}) and of the {e.testWeeks} later test weeks: MASE {ratio(e.test.mase)} against the{' '}
      {e.baseline} forecast, WAPE {pct(e.test.wape)}, {pct(e.test.coverage)} of the actual weeks inside the 80%
      interval ({e.test.forecasts} forecasts).
    </>
  );
}

function ModelDetails({ model, onClose }: { model: ModelSummary | null; onClose: () => void }) {
  return (
    <Dialog
      open={model !== null}
      onClose={onClose}
      title={model ? `${model.seriesLabel}: ${model.methodLabel}` : ''}
      size="lg"
    >
      {model ? (
        <div className="flex flex-col gap-3 text-sm">
          <p>
            Fitted {dateTime(model.fittedAt)} on {model.points} weekly totals. <EvaluationText model={model} />
          </p>
          <p>
            Parameters:{' '}
            {Object.entries(model.params)
              .map(([k, v]) => `${k} ${Number.isInteger(v) ? v : v.toFixed(4)}`)
              .join(', ')}
          </p>
          <Table
            variant="plain"
            label="Forecast table"
            caption="Forecast with its 80% interval"
            minWidth="min-w-[24rem]"
            columns={['Week', 'Forecast', '80% interval']}
          >
            {model.forecast.slice(0, 6).map((p, i) => (
              <tr key={i} className="border-t border-border tabular-nums">
                <th scope="row" className="py-1 pr-3 text-left font-normal">
                  +{i + 1}
                </th>
                <td className="py-1 pr-3">{formatFigure(p.forecast, model.unit)}</td>
                <td className="py-1 pr-3">
                  {formatFigure(p.lower, model.unit)} – {formatFigure(p.upper, model.unit)}
                </td>
              </tr>
            ))}
          </Table>
        </div>
      ) : null}
    </Dialog>
  );
}

function RevenueModels({ data, onDetails }: { data: PredictiveModels; onDetails: (m: ModelSummary) => void }) {
  const revenue = data.models.filter((m) => m.series === 'revenue');
  if (!revenue.length) return <Empty>Not enough weekly revenue history yet to fit a model.</Empty>;
  return (
    <ul className="grid grid-cols-1 gap-4 md:grid-cols-3">
      {revenue.map((m) => (
        <li key={m.method}>
          <Card padding="sm" className="flex h-full flex-col gap-2">
            <div className="flex flex-wrap items-center gap-2">
              <h3 className="font-semibold">{m.methodLabel}</h3>
              {m.chosen ? <Badge tone="gold">in use</Badge> : null}
            </div>
            <p className="text-sm">
              Next 13 weeks:{' '}
              <span className="tabular-nums">
                {formatFigure(
                  m.forecast.reduce((s, p) => s + p.forecast, 0),
                  'usd',
                )}
              </span>
            </p>
            <Badge tone={accuracyTone(m.evaluation.accuracy)} className="self-start">
              {m.evaluation.accuracy.label}
            </Badge>
            <p className="text-xs text-fg-muted">
              {m.points} weekly points · tested on the last {m.evaluation.testWeeks}
            </p>
            <Button variant="secondary" size="sm" className="mt-auto self-start" onClick={() => onDetails(m)}>
              View Details
            </Button>
          </Card>
        </li>
      ))}
    </ul>
  );
}

function Scenarios({ data }: { data: PredictiveModels }) {
  if (!data.scenarios.length) return <Empty>Scenarios need a fitted revenue model.</Empty>;
  return (
    <div className="flex flex-col gap-3">
      <ul className="grid grid-cols-1 gap-4 md:grid-cols-3">
        {data.scenarios.map((s) => (
          <li key={s.scenario}>
            <Card padding="sm" className="flex h-full flex-col gap-2">
              <div className="flex items-center justify-between gap-2">
                <h3 className="font-semibold">{s.scenario}</h3>
                <Badge tone={s.probability >= 70 ? 'danger' : s.probability >= 50 ? 'warning' : 'success'}>
                  {s.probability}%
                </Badge>
              </div>
              <p className="text-sm">{s.description}</p>
              <ul className="list-disc pl-5 text-xs text-fg-muted">
                {s.recommendations.map((r) => (
                  <li key={r}>{r}</li>
                ))}
              </ul>
            </Card>
          </li>
        ))}
      </ul>
      <HowComputed
        source="model"
        how="Probabilities come from the 80% prediction interval of the revenue model in use: 80% inside it, 10% below, 10% above (normal errors assumed)."
      />
    </div>
  );
}

function Trends({ data }: { data: PredictiveModels }) {
  if (!data.trends.length) return <Empty>Not enough weekly history yet for trend forecasts.</Empty>;
  return (
    <ul className="grid grid-cols-1 gap-4 lg:grid-cols-2">
      {data.trends.map((t) => {
        const model = data.models.find((m) => m.seriesLabel === t.metric && m.chosen);
        return (
          <li key={t.metric} className="min-w-0">
            <Card padding="sm" className="flex h-full flex-col gap-2">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <h3 className="font-semibold">{t.metric}</h3>
                <div className="flex gap-2">
                  <Badge tone={t.trend === 'increasing' ? 'success' : 'danger'}>{t.trend}</Badge>
                  <Badge tone={accuracyTone(t.accuracy)}>{t.accuracy.label}</Badge>
                </div>
              </div>
              <p className="text-sm text-fg-muted">
                Last week {formatFigure(t.current, t.unit)}; {t.periods}:{' '}
                {t.forecast.map((v) => formatFigure(v, t.unit)).join(', ')}
              </p>
              {model ? (
                <TrendChart label={t.metric} unit={t.unit} history={t.history} forecast={model.forecast} />
              ) : null}
            </Card>
          </li>
        );
      })}
    </ul>
  );
}

function Performance({ data }: { data: PredictiveModels }) {
  const [docsOpen, setDocsOpen] = useState(false);
  return (
    <Panel
      title="Model performance"
      description="Measured on test weeks the model choice never saw. MASE compares the model's errors with a naive forecast's (under 1 beats it); WAPE is the total absolute error as a share of the total; coverage is how often the actual week fell inside the 80% interval."
      action={
        <Button variant="secondary" size="sm" onClick={() => setDocsOpen(true)}>
          View Model Documentation
        </Button>
      }
    >
      <ul className="grid grid-cols-1 gap-2 sm:grid-cols-2 lg:grid-cols-3">
        {data.models
          .filter((m) => m.chosen)
          .map((m) => (
            <li
              key={m.series}
              className="flex items-center justify-between gap-2 rounded-lg border border-border px-3 py-2 text-sm"
            >
              <span>
                {m.seriesLabel} <span className="text-fg-muted">· {m.methodLabel}</span>
              </span>
              <span className="text-right tabular-nums">
                {m.evaluation.accuracy.label}
                {m.evaluation.test ? ` · coverage ${pct(m.evaluation.test.coverage)}` : ''}
              </span>
            </li>
          ))}
      </ul>
      <Dialog open={docsOpen} onClose={() => setDocsOpen(false)} title="Model documentation" size="lg">
        <dl className="flex flex-col gap-3 text-sm">
          {data.documentation.map((d) => (
            <div key={d.method}>
              <dt className="font-semibold">{d.label}</dt>
              <dd className="text-fg-muted">{d.text}</dd>
            </div>
          ))}
          <div>
            <dt className="font-semibold">Prediction intervals</dt>
            <dd className="text-fg-muted">
              Forecast ± 1.28 × σ × √h, σ the standard deviation of the model's residuals and h the weeks ahead (80%
              under normal errors); a quarter's total sums the weekly variances.
            </dd>
          </div>
          <div>
            <dt className="font-semibold">Rolling-origin evaluation</dt>
            <dd className="text-fg-muted">
              From every week of a validation window each method is fitted on the weeks before it only and forecasts
              up to 4 weeks ahead; the series uses the method with the smallest mean absolute error there. Its
              accuracy is then measured the same way on the later test weeks, which the choice never saw: MASE (mean
              absolute error over that of the naive forecast on the history), WAPE (zero weeks included) and the
              80% interval&apos;s coverage. A series too short, or one that never changes, shows &quot;Not enough
              history&quot; instead.
            </dd>
          </div>
        </dl>
      </Dialog>
    </Panel>
  );
}

export function PredictiveTab() {
  const q = usePredictiveModels();
  const [details, setDetails] = useState<ModelSummary | null>(null);
  return (
    <QueryState
      isPending={q.isPending}
      error={q.error}
      onRetry={() => void q.refetch()}
      title="Could not load the models"
    >
      {q.data ? (
        <div className="flex flex-col gap-6">
          <Tabs
            label="Predictive Models sections"
            variant="underline"
            items={[
              {
                id: 'revenue',
                label: 'Revenue Models',
                content: <RevenueModels data={q.data} onDetails={setDetails} />,
              },
              { id: 'scenarios', label: 'Scenario Analysis', content: <Scenarios data={q.data} /> },
              { id: 'trends', label: 'Trend Forecasts', content: <Trends data={q.data} /> },
            ]}
          />
          <Performance data={q.data} />
          <ModelDetails model={details} onClose={() => setDetails(null)} />
        </div>
      ) : null}
    </QueryState>
  );
}
