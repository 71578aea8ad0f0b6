/** A stock / token split as a labelled two-part bar (recommended allocation of spec section 9). */
export function AllocationBar({ stock, token }: { stock: number; token: number }) {
  return (
    <div>
      <div className="flex h-3 overflow-hidden rounded-full bg-surface-2" aria-hidden="true">
        <div className="bg-brand" style={{ width: `${stock}%` }} />
        <div className="bg-gold" style={{ width: `${token}%` }} />
      </div>
      <p className="mt-2 flex justify-between text-sm text-fg-muted">
        <span>
          <span className="mr-1.5 inline-block h-2.5 w-2.5 rounded-full bg-brand" aria-hidden="true" />
          VINO stock {stock}%
        </span>
        <span>
          <span className="mr-1.5 inline-block h-2.5 w-2.5 rounded-full bg-gold" aria-hidden="true" />
          VINO tokens {token}%
        </span>
      </p>
    </div>
  );
}
