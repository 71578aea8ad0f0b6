/**
 * The value axis of a KPI card's forecast sparkline. Six weekly forecasts usually differ by a few
 * percent, so bars that start at zero all look alike: the axis spans the series' range with a fifth
 * of it as padding on each side (the lowest bar stays visible), never below zero for a series that
 * has no negative values.
 */
const PADDING = 0.2;

export function sparklineDomain(values: readonly number[]): [number, number] {
  if (values.length === 0) return [0, 1];
  const min = Math.min(...values);
  const max = Math.max(...values);
  const range = max - min;
  // A flat series gets a band of ±5 % of its value (±1 around zero) so its bars sit mid-height.
  const pad = range > 0 ? range * PADDING : Math.abs(max) * 0.05 || 1;
  const low = min - pad;
  return [min >= 0 ? Math.max(0, low) : low, max + pad];
}
