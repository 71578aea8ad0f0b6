/**
 * The Markdown formatting toolbar (WAI-ARIA toolbar pattern): one Tab stop, Left/Right/Home/End
 * move between the buttons, Enter or Space applies. Each button names its shortcut, which also
 * works inside the text area (Ctrl or ⌘ + B, I, K). Buttons never take the text area's selection:
 * a textarea keeps its selection while it is not focused, and focus returns to it after each edit.
 */
import { useRef, useState, type KeyboardEvent } from 'react';
import { cn } from '../../../../lib/cn';
import type { MarkdownCommand } from './markdown-format';

const BUTTONS: { command: MarkdownCommand; label: string; glyph: string; shortcut?: string; className?: string }[] = [
  { command: 'bold', label: 'Bold', glyph: 'B', shortcut: 'B', className: 'font-bold' },
  { command: 'italic', label: 'Italic', glyph: 'I', shortcut: 'I', className: 'italic font-serif' },
  { command: 'heading', label: 'Heading', glyph: 'H2' },
  { command: 'link', label: 'Link', glyph: 'Link', shortcut: 'K' },
  { command: 'list', label: 'Bulleted list', glyph: '• List' },
  { command: 'quote', label: 'Quote', glyph: '“ Quote' },
];

export function MarkdownToolbar({
  controls,
  disabled,
  onCommand,
}: {
  /** The text area's id. */
  controls: string;
  disabled?: boolean;
  onCommand: (command: MarkdownCommand) => void;
}) {
  const [active, setActive] = useState(0);
  const refs = useRef<Array<HTMLButtonElement | null>>([]);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const last = BUTTONS.length - 1;
    const next =
      event.key === 'ArrowRight'
        ? active === last
          ? 0
          : active + 1
        : event.key === 'ArrowLeft'
          ? active === 0
            ? last
            : active - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (next === null) return;
    event.preventDefault();
    setActive(next);
    refs.current[next]?.focus();
  }

  return (
    <div
      role="toolbar"
      aria-label="Formatting"
      aria-controls={controls}
      aria-disabled={disabled || undefined}
      onKeyDown={onKeyDown}
      className="flex flex-wrap gap-1 rounded-t-lg border border-b-0 border-border bg-surface-2/50 p-1"
    >
      {BUTTONS.map((b, i) => (
        <button
          key={b.command}
          ref={(el) => {
            refs.current[i] = el;
          }}
          type="button"
          tabIndex={i === active ? 0 : -1}
          disabled={disabled}
          aria-label={b.label}
          aria-keyshortcuts={b.shortcut ? `Control+${b.shortcut} Meta+${b.shortcut}` : undefined}
          title={b.shortcut ? `${b.label} (Ctrl+${b.shortcut})` : b.label}
          onFocus={() => setActive(i)}
          onClick={() => onCommand(b.command)}
          className={cn(
            'focus-ring min-h-11 min-w-11 rounded-md px-2.5 text-sm text-fg-muted transition-colors hover:bg-surface-2 hover:text-fg',
            'disabled:pointer-events-none disabled:opacity-50',
            b.className,
          )}
        >
          <span aria-hidden="true">{b.glyph}</span>
        </button>
      ))}
    </div>
  );
}
