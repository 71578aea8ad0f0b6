/** The "how is this computed" line every figure carries: its kind (query, measurement, model) and method. */
const SOURCE_LABEL = { query: 'Query', measurement: 'Measurement', model: 'Model output' } as const;

export function HowComputed({ source, how }: { source?: keyof typeof SOURCE_LABEL; how: string }) {
  return (
    <details className="group mt-2 text-xs text-fg-muted">
      <summary className="cursor-pointer select-none rounded underline decoration-dotted underline-offset-2 hover:text-fg focus-visible:outline-2 focus-visible:outline-gold">
        How is this computed
      </summary>
      <p className="mt-1 leading-relaxed">
        {source ? <strong className="font-medium text-fg">{SOURCE_LABEL[source]}: </strong> : null}
        {how}
      </p>
    </details>
  );
}
