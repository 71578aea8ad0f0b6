/**
 * mulberry32: a tiny seeded generator of numbers in [0, 1). The same seed gives the same stream,
 * so the demo market maker's level sizes and the engine bench's command stream are reproducible
 * (and nothing shown depends on Math.random).
 */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}
