/** The templates as a list of buttons; the pressed one is previewed. */
import type { EmailTemplatePreview } from '../../../../contracts/email-templates';
import { Badge } from '../../../components/ui/badge';
import { cn } from '../../../lib/cn';

export function TemplateList(props: {
  templates: EmailTemplatePreview[];
  selectedId: string;
  onSelect: (id: string) => void;
}) {
  return (
    <ul aria-label="Email templates" className="flex max-h-[40rem] flex-col gap-1 overflow-y-auto">
      {props.templates.map((t) => (
        <li key={t.id}>
          <button
            type="button"
            aria-pressed={t.id === props.selectedId}
            onClick={() => props.onSelect(t.id)}
            className={cn(
              'flex w-full items-center justify-between gap-2 rounded-lg border px-3 py-2 text-left text-sm',
              t.id === props.selectedId
                ? 'border-gold/60 bg-surface-3 text-fg'
                : 'border-transparent text-fg-muted hover:bg-surface-2 hover:text-fg',
            )}
          >
            <span className="font-medium">{t.name}</span>
            <Badge tone={t.category === 'marketing' ? 'gold' : 'neutral'}>{t.category}</Badge>
          </button>
        </li>
      ))}
    </ul>
  );
}
