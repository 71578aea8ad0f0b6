/** One template: subject, data fields, the HTML at phone or desktop width, and the plain-text part. */
import { useState } from 'react';
import type { EmailTemplatePreview } from '../../../../contracts/email-templates';
import { Badge } from '../../../components/ui/badge';
import { cn } from '../../../lib/cn';

const WIDTHS = { desktop: 'w-full', phone: 'w-[390px] max-w-full' } as const;
type PreviewWidth = keyof typeof WIDTHS;

export function TemplatePreview({ template }: { template: EmailTemplatePreview }) {
  const [width, setWidth] = useState<PreviewWidth>('desktop');
  return (
    <article aria-labelledby="template-preview-title" className="flex min-w-0 flex-col gap-4">
      <header className="flex flex-col gap-2">
        <h3 id="template-preview-title" className="text-xl font-semibold text-fg">
          {template.name}
        </h3>
        <p className="text-sm text-fg-muted">
          Subject: <span className="text-fg">{template.subject}</span>
        </p>
        <p className="flex flex-wrap items-center gap-1 text-sm text-fg-muted">
          Data fields:
          {template.fields.map((f) => (
            <Badge key={f} tone="info">
              {f}
            </Badge>
          ))}
        </p>
      </header>
      <div role="group" aria-label="Preview width" className="flex gap-2">
        {(Object.keys(WIDTHS) as PreviewWidth[]).map((w) => (
          <button
            key={w}
            type="button"
            aria-pressed={width === w}
            onClick={() => setWidth(w)}
            className={cn(
              'rounded-full border px-3 py-1 text-sm capitalize',
              width === w ? 'border-gold/60 bg-surface-3 text-fg' : 'border-border text-fg-muted hover:text-fg',
            )}
          >
            {w}
          </button>
        ))}
      </div>
      <iframe
        key={template.id}
        title={`${template.name} e-mail preview`}
        sandbox=""
        srcDoc={template.html}
        className={cn('h-[36rem] rounded-xl border border-border bg-white', WIDTHS[width])}
      />
      <section aria-labelledby="template-text-title">
        <h4 id="template-text-title" className="text-base font-semibold text-fg">
          Plain-text part
        </h4>
        {/* Scrollable, so reachable by keyboard. */}
        <pre
          tabIndex={0}
          role="region"
          aria-labelledby="template-text-title"
          className="mt-2 max-h-80 overflow-auto whitespace-pre-wrap rounded-xl border border-border bg-surface-2 p-4 text-sm text-fg"
        >
          {template.text}
        </pre>
      </section>
    </article>
  );
}
