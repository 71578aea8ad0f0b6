/**
 * Shimmer: the light band that sweeps a placeholder while something loads. It moves by `transform`
 * alone, so the compositor runs it without restyling or repainting the page each frame; it is left
 * out when `isActive` is false (an image not loading or off screen) and under reduced motion, where
 * the placeholder stays a still block. Place it in a `relative overflow-hidden` box.
 */
export function Shimmer({ isActive = true }: { isActive?: boolean }) {
  if (!isActive) return null;
  return (
    <span
      aria-hidden="true"
      className="pointer-events-none absolute inset-y-0 -left-full w-full animate-shimmer bg-[linear-gradient(90deg,transparent,var(--surface-3),transparent)] motion-reduce:hidden"
    />
  );
}
