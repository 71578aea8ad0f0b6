/** Wrap-around index arithmetic for the wine carousel (kept pure so it is unit-tested). */
export function nextIndex(current: number, count: number): number {
  if (count <= 0) return 0;
  return (current + 1) % count;
}

export function previousIndex(current: number, count: number): number {
  if (count <= 0) return 0;
  return (current - 1 + count) % count;
}

/** Keeps a remembered index valid when the list shrinks after a refetch. */
export function clampIndex(current: number, count: number): number {
  if (count <= 0) return 0;
  return Math.min(Math.max(0, current), count - 1);
}
