/**
 * The post body: Write / Preview tabs, the Markdown formatting toolbar and the Content text area.
 * New posts are Markdown. A post saved before the Markdown editor is HTML and stays HTML unless the
 * admin switches it (Markdown accepts HTML, so the text carries over; the preview shows the result).
 */
import { useId, useLayoutEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import type { PostBodyFormat } from '../../../../../contracts/admin-content';
import { Alert } from '../../../../components/ui/alert';
import { Button } from '../../../../components/ui/button';
import { TextArea } from '../../../../components/ui/form-field';
import { Spinner } from '../../../../components/ui/spinner';
import { Tabs } from '../../../../components/ui/tabs';
import { applyMarkdown, MARKDOWN_SHORTCUTS, type MarkdownCommand } from './markdown-format';
import { MarkdownToolbar } from './markdown-toolbar';
import { useMarkdownPreview } from './use-markdown-preview';

const HINT: Record<PostBodyFormat, string> = {
  markdown:
    'Markdown: **bold**, _italic_, ## heading, [link](https://…), - list, > quote, ![alt](/images/…). HTML tags outside the safe set are removed on save.',
  html: 'HTML: <h2>, <h3>, <p>, <ul>/<ol>/<li>, <a href>, <strong>, <em>, <blockquote>, <img src="/images/…">. Anything else is removed on save.',
};

export function PostBodyEditor({
  value,
  format,
  error,
  onChange,
  onFormatChange,
  renderPreview,
}: {
  value: string;
  format: PostBodyFormat;
  error?: string;
  onChange: (value: string) => void;
  onFormatChange: (format: PostBodyFormat) => void;
  /** The article as readers see it, around the preview HTML. */
  renderPreview: (html: string) => ReactNode;
}) {
  const textAreaId = useId();
  const [view, setView] = useState<'write' | 'preview'>('write');
  const preview = useMarkdownPreview(value, format, view === 'preview');
  const textArea = useRef<HTMLTextAreaElement>(null);
  // After a toolbar edit the new text renders first; then the caret/selection is put back.
  const pendingSelection = useRef<[number, number] | null>(null);
  useLayoutEffect(() => {
    const selection = pendingSelection.current;
    const el = textArea.current;
    if (!selection || !el) return;
    pendingSelection.current = null;
    el.focus();
    el.setSelectionRange(selection[0], selection[1]);
  }, [value]);

  function run(command: MarkdownCommand) {
    const el = textArea.current;
    if (!el || format !== 'markdown') return;
    const edit = applyMarkdown(command, {
      text: value,
      selectionStart: el.selectionStart,
      selectionEnd: el.selectionEnd,
    });
    pendingSelection.current = [edit.selectionStart, edit.selectionEnd];
    onChange(edit.text);
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (!(event.ctrlKey || event.metaKey) || event.altKey || event.shiftKey) return;
    const command = MARKDOWN_SHORTCUTS[event.key.toLowerCase()];
    if (!command || format !== 'markdown') return;
    event.preventDefault();
    run(command);
  }

  return (
    <div className="flex flex-col gap-1.5">
      <Tabs
        label="Editor view"
        variant="underline"
        value={view}
        onValueChange={setView}
        items={[
          {
            id: 'write',
            label: 'Write',
            content: (
              <div className="flex flex-col gap-3">
                {format === 'html' ? (
                  <Alert tone="info" title="This post is written in HTML">
                    <p>
                      It was saved before the Markdown editor and stays HTML when you save. Switch to Markdown to use
                      the formatting toolbar; the HTML carries over, so check the preview.
                    </p>
                    <Button size="sm" variant="secondary" className="mt-2" onClick={() => onFormatChange('markdown')}>
                      Switch to Markdown
                    </Button>
                  </Alert>
                ) : null}
                <div className="flex flex-col">
                  {/* The field's real label is the text area's own (hidden while the toolbar sits between them). */}
                  {format === 'markdown' ? (
                    <>
                      <span aria-hidden="true" className="mb-1.5 text-sm font-medium text-fg">
                        Content<span className="ml-0.5 text-gold">*</span>
                      </span>
                      <MarkdownToolbar controls={textAreaId} onCommand={run} />
                    </>
                  ) : null}
                  <TextArea
                    ref={textArea}
                    id={textAreaId}
                    label="Content"
                    hideLabel={format === 'markdown'}
                    required
                    rows={14}
                    value={value}
                    onChange={(e) => onChange(e.target.value)}
                    onKeyDown={onKeyDown}
                    error={error}
                    hint={HINT[format]}
                    className={format === 'markdown' ? 'rounded-t-none font-mono text-sm' : 'font-mono text-sm'}
                    spellCheck
                  />
                </div>
              </div>
            ),
          },
          {
            id: 'preview',
            label: 'Preview',
            content: !value.trim() ? (
              <p className="py-6 text-sm text-fg-muted">Nothing to preview yet: write the content first.</p>
            ) : preview.error ? (
              <Alert tone="error">{preview.error}</Alert>
            ) : preview.html === null ? (
              <div className="flex justify-center py-8">
                <Spinner label="Rendering preview..." showLabel />
              </div>
            ) : (
              renderPreview(preview.html)
            ),
          },
        ]}
      />
    </div>
  );
}
