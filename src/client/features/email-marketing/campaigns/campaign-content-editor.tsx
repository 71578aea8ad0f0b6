/**
 * The campaign's content: Markdown with the template variables, in a Write / Preview pair. The
 * preview is rendered by the server exactly as a recipient gets it (the admin as sample recipient)
 * and lists what would stop the send (unknown variables, empty content).
 */
import { useState } from 'react';
import { CAMPAIGN_VARIABLES } from '../../../../domain/email-campaign';
import { useEmailCampaignPreview } from '../../../api/email/preview-email-campaign';
import { Alert } from '../../../components/ui/alert';
import { TextArea } from '../../../components/ui/form-field';
import { Tabs } from '../../../components/ui/tabs';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { CampaignPreviewFrame } from './campaign-preview-frame';

const PREVIEW_DEBOUNCE_MS = 400;

export function CampaignContentEditor(props: {
  subject: string;
  content: string;
  onChange: (content: string) => void;
  error?: string;
}) {
  const [tab, setTab] = useState<'write' | 'preview'>('write');
  // Strings, not an object: a new object each render would restart the debounce for ever.
  const subject = useDebouncedValue(props.subject, PREVIEW_DEBOUNCE_MS);
  const content = useDebouncedValue(props.content, PREVIEW_DEBOUNCE_MS);
  const preview = useEmailCampaignPreview({ subject, content }, tab === 'preview');
  return (
    <Tabs
      label="Campaign content"
      value={tab}
      onValueChange={setTab}
      items={[
        {
          id: 'write',
          label: 'Write',
          content: (
            <div className="flex flex-col gap-2">
              <TextArea
                label="Content"
                rows={12}
                value={props.content}
                onChange={(e) => props.onChange(e.target.value)}
                error={props.error}
                className="font-mono text-sm"
                hint={`Markdown. Variables: ${CAMPAIGN_VARIABLES.map((v) => `{{${v}}}`).join(' ')}`}
              />
            </div>
          ),
        },
        {
          id: 'preview',
          label: 'Preview',
          content: preview.isError ? (
            <Alert tone="error">{preview.error.message}</Alert>
          ) : !preview.data ? (
            <p role="status" className="py-8 text-center text-fg-muted">
              Rendering the preview…
            </p>
          ) : (
            <div className="flex flex-col gap-3">
              {preview.data.problems.length > 0 && (
                <Alert tone="warning" title="This campaign cannot be sent yet">
                  <ul className="list-disc pl-5">
                    {preview.data.problems.map((p) => (
                      <li key={p}>{p}</li>
                    ))}
                  </ul>
                </Alert>
              )}
              <CampaignPreviewFrame subject={preview.data.subject} html={preview.data.html} />
            </div>
          ),
        },
      ]}
    />
  );
}
