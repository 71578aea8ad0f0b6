/**
 * The editor's preview HTML: Markdown rendered by the server's own renderer (domain/post-markdown,
 * loaded on first use so `marked` stays in its own chunk of the admin area), then made safe for the
 * DOM by previewHtml. Only computed while the Preview tab is open.
 */
import { useEffect, useState } from 'react';
import type { PostBodyFormat } from '../../../../../contracts/admin-content';
import { previewHtml } from '../preview-html';

export function useMarkdownPreview(source: string, format: PostBodyFormat, isActive: boolean) {
  const [html, setHtml] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (!isActive) return;
    if (format === 'html') {
      setHtml(previewHtml(source));
      return;
    }
    let isCurrent = true;
    import('../../../../../domain/post-markdown')
      .then(({ renderPostMarkdown }) => {
        if (isCurrent) setHtml(previewHtml(renderPostMarkdown(source)));
      })
      .catch(() => {
        if (isCurrent) setError('The preview could not be loaded. Check your connection and try again.');
      });
    return () => {
      isCurrent = false;
    };
  }, [source, format, isActive]);
  return { html, error };
}
