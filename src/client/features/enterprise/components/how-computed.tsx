/** The "how is this computed" line under a figure: every figure on these pages says where it comes from. */
export function HowComputed({ children }: { children: string }) {
  return <p className="mt-2 text-xs leading-relaxed text-fg-muted">{children}</p>;
}
