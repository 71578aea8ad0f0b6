/**
 * A post's body in its two formats (contracts POST_BODY_FORMATS). Markdown is rendered here, at
 * save, so readers get stored HTML and the public pages never load a Markdown library; either way
 * the HTML is sanitised before it is stored.
 */
import type { PostBodyFormat } from '../../../contracts/admin-content';
import { renderPostMarkdown } from '../../../domain/post-markdown';
import type { BlogPostRow } from './blog-repository';
import { sanitizePostHtml } from './sanitize-post-html';

export interface PostBody {
  bodyFormat: PostBodyFormat;
  /** The Markdown of a markdown post; null for html (the HTML itself is the source). */
  bodySource: string | null;
  /** Sanitised HTML, what the public article shows. */
  content: string;
}

export function renderPostBody(format: PostBodyFormat, source: string): PostBody {
  return format === 'markdown'
    ? { bodyFormat: 'markdown', bodySource: source, content: sanitizePostHtml(renderPostMarkdown(source)) }
    : { bodyFormat: 'html', bodySource: null, content: sanitizePostHtml(source) };
}

/** What the editor edits: the Markdown, or for an html post its (sanitised) HTML as-is. */
export function editableSource(row: Pick<BlogPostRow, 'bodyFormat' | 'bodySource' | 'content'>): string {
  return row.bodyFormat === 'markdown' ? (row.bodySource ?? '') : sanitizePostHtml(row.content);
}
