/**
 * Templates: every e-mail the mailer sends, rendered on the server with sample data. The
 * HTML is shown in a sandboxed iframe (no scripts, no same-origin access: it is a mail, not our
 * page) at phone or desktop width, and the plain-text part below it, as a text-only client shows it.
 */
import { useState } from 'react';
import type { EmailTemplatePreview } from '../../../../contracts/email-templates';
import { useEmailTemplatePreviews } from '../../../api/email/get-email-template-previews';
import { LoadError } from '../../../components/ui/load-error';
import { Skeleton } from '../../../components/ui/skeleton';
import { TemplateList } from './template-list';
import { TemplatePreview } from './template-preview';

export default function EmailTemplatesTab() {
  const previews = useEmailTemplatePreviews();
  const [selectedId, setSelectedId] = useState<string | null>(null);
  if (previews.isError)
    return (
      <LoadError
        title="The e-mail templates could not be loaded"
        message={previews.error.message}
        onRetry={() => void previews.refetch()}
      />
    );
  if (!previews.data) return <Skeleton className="h-96 w-full" />;
  const templates = previews.data.templates;
  const selected: EmailTemplatePreview = templates.find((t) => t.id === selectedId) ?? templates[0]!;
  return (
    <section aria-labelledby="email-templates-title" className="flex flex-col gap-4">
      <div>
        <h2 id="email-templates-title" className="text-lg font-semibold text-fg">
          Email templates
        </h2>
        <p className="text-sm text-fg-muted">
          Every e-mail the platform sends, shown with sample data: the HTML version and its plain-text part.
        </p>
      </div>
      <div className="grid gap-6 lg:grid-cols-[18rem_minmax(0,1fr)]">
        <TemplateList templates={templates} selectedId={selected.id} onSelect={setSelectedId} />
        <TemplatePreview template={selected} />
      </div>
    </section>
  );
}
