/**
 * The Markdown toolbar's edits as pure functions of the text and its selection, so they are tested
 * without a DOM. Inline styles wrap the selection (or a placeholder, left selected to type over);
 * block styles prefix every selected line and come off again when every line already has them.
 */
export interface TextEdit {
  text: string;
  selectionStart: number;
  selectionEnd: number;
}

export type MarkdownCommand = 'bold' | 'italic' | 'heading' | 'link' | 'list' | 'quote';

const INLINE: Partial<Record<MarkdownCommand, { marker: string; placeholder: string }>> = {
  bold: { marker: '**', placeholder: 'bold text' },
  italic: { marker: '_', placeholder: 'italic text' },
};

/** Headings start at ## : the article's title is the page's only h1. */
const LINE_PREFIX: Partial<Record<MarkdownCommand, string>> = { heading: '## ', list: '- ', quote: '> ' };

function wrap(edit: TextEdit, marker: string, placeholder: string): TextEdit {
  const { text, selectionStart: start, selectionEnd: end } = edit;
  const selected = text.slice(start, end);
  const before = text.slice(0, start);
  const after = text.slice(end);
  // Already wrapped: unwrap (the toolbar button toggles).
  if (selected && before.endsWith(marker) && after.startsWith(marker)) {
    return {
      text: before.slice(0, -marker.length) + selected + after.slice(marker.length),
      selectionStart: start - marker.length,
      selectionEnd: end - marker.length,
    };
  }
  const inner = selected || placeholder;
  return {
    text: before + marker + inner + marker + after,
    selectionStart: start + marker.length,
    selectionEnd: start + marker.length + inner.length,
  };
}

function link(edit: TextEdit): TextEdit {
  const { text, selectionStart: start, selectionEnd: end } = edit;
  const label = text.slice(start, end) || 'link text';
  const url = 'https://';
  const inserted = `[${label}](${url})`;
  // The address is selected: the admin types or pastes it straight away.
  const urlStart = start + label.length + 3;
  return {
    text: text.slice(0, start) + inserted + text.slice(end),
    selectionStart: urlStart,
    selectionEnd: urlStart + url.length,
  };
}

function prefixLines(edit: TextEdit, prefix: string): TextEdit {
  const { text, selectionStart: start, selectionEnd: end } = edit;
  const lineStart = text.lastIndexOf('\n', start - 1) + 1;
  const nextBreak = text.indexOf('\n', end > start && text[end - 1] === '\n' ? end - 1 : end);
  const lineEnd = nextBreak === -1 ? text.length : nextBreak;
  const lines = text.slice(lineStart, lineEnd).split('\n');
  const isOn = lines.every((line) => line.startsWith(prefix));
  const changed = lines.map((line) => (isOn ? line.slice(prefix.length) : prefix + line));
  const block = changed.join('\n');
  const delta = isOn ? -prefix.length : prefix.length;
  return {
    text: text.slice(0, lineStart) + block + text.slice(lineEnd),
    // A caret stays where it was in its line; a selection covers the whole changed block.
    selectionStart: start === end ? Math.max(lineStart, start + delta) : lineStart,
    selectionEnd: start === end ? Math.max(lineStart, end + delta) : lineStart + block.length,
  };
}

export function applyMarkdown(command: MarkdownCommand, edit: TextEdit): TextEdit {
  const inline = INLINE[command];
  if (inline) return wrap(edit, inline.marker, inline.placeholder);
  if (command === 'link') return link(edit);
  return prefixLines(edit, LINE_PREFIX[command]!);
}

/** Keyboard shortcuts inside the text area (Ctrl or ⌘ with the key). */
export const MARKDOWN_SHORTCUTS: Record<string, MarkdownCommand> = { b: 'bold', i: 'italic', k: 'link' };
