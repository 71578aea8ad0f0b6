/**
 * Dark / Light / Auto theme choice (PRODUCT.md: dark first, a light theme and "auto").
 * A UI preference, so it is kept in localStorage (lib/theme.ts), never on the server.
 */
import { useState } from 'react';
import { cn } from '../../lib/cn';
import { readThemePreference, setThemePreference, type ThemePreference } from '../../lib/theme';

const OPTIONS: Array<{ value: ThemePreference; label: string }> = [
  { value: 'dark', label: 'Dark' },
  { value: 'light', label: 'Light' },
  { value: 'auto', label: 'Auto' },
];

export function ThemeSwitch() {
  const [preference, setPreference] = useState<ThemePreference>(readThemePreference);
  return (
    <div role="group" aria-label="Theme" className="inline-flex rounded-lg border border-border bg-surface-2/60 p-0.5">
      {OPTIONS.map((option) => (
        <button
          key={option.value}
          type="button"
          aria-pressed={preference === option.value}
          onClick={() => {
            setThemePreference(option.value);
            setPreference(option.value);
          }}
          className={cn(
            'focus-ring min-h-11 rounded-md px-3 text-xs font-medium transition-colors sm:min-h-9',
            preference === option.value ? 'bg-surface-3 text-fg' : 'text-fg-muted hover:text-fg',
          )}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}
