/**
 * Axis maths for the historical-performance bar chart: a "nice" rounded top value and evenly
 * spaced ticks, so the axis reads 0, 50, 100 ... instead of 0, 46.8, 93.6 ...
 */
const NICE_STEPS = [1, 2, 2.5, 5, 10];

export function niceStep(maxValue: number, targetTicks = 4): number {
  if (!(maxValue > 0)) return 1;
  const raw = maxValue / targetTicks;
  const magnitude = 10 ** Math.floor(Math.log10(raw));
  const normalised = raw / magnitude;
  const step = NICE_STEPS.find((s) => s >= normalised) ?? 10;
  return step * magnitude;
}

export function axisTicks(maxValue: number, targetTicks = 4): number[] {
  const step = niceStep(maxValue, targetTicks);
  const top = Math.ceil(maxValue / step) * step;
  const ticks: number[] = [];
  // Build from integers and round, so floating steps (2.5, 0.2 ...) do not drift.
  for (let i = 0; i * step <= top + step / 1e6; i += 1) ticks.push(Math.round(i * step * 1e6) / 1e6);
  return ticks;
}

/** Compound annual growth rate (percent) implied by a cumulative return over `years`. */
export function annualisedPct(cumulativePct: number, years: number): number {
  if (years <= 0) return 0;
  return ((1 + cumulativePct / 100) ** (1 / years) - 1) * 100;
}
