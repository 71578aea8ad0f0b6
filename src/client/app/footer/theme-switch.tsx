/**
 * Dark / Light / Auto theme choice (dark first, a light theme and "auto").
 * A visitor's choice stays in this browser (lib/theme.ts). A signed-in user's choice is their
 * profile's dashboard_preferences.theme on the server, so it follows them to every device: the
 * stored choice is applied when the session loads, and a new choice is saved back.
 */
import { useEffect, useState } from 'react';
import { cn } from '../../lib/cn';
import { readThemePreference, setThemePreference, type ThemePreference } from '../../lib/theme';
import { useUpdateMyProfile } from '../../api/profiles/update-my-profile';
import { useSession } from '../../shared/session';

const OPTIONS: Array<{ value: ThemePreference; label: string }> = [
  { value: 'dark', label: 'Dark' },
  { value: 'light', label: 'Light' },
  { value: 'auto', label: 'Auto' },
];

const isThemePreference = (value: unknown): value is ThemePreference =>
  value === 'dark' || value === 'light' || value === 'auto';

export function ThemeSwitch() {
  const [preference, setPreference] = useState<ThemePreference>(readThemePreference);
  const { profile } = useSession();
  const updateProfile = useUpdateMyProfile();
  const profileTheme = profile?.dashboard_preferences.theme;

  useEffect(() => {
    if (isThemePreference(profileTheme)) {
      setThemePreference(profileTheme);
      setPreference(profileTheme);
    }
  }, [profileTheme]);

  const choose = (value: ThemePreference) => {
    setThemePreference(value);
    setPreference(value);
    if (profile && profile.dashboard_preferences.theme !== value) {
      updateProfile.mutate({
        dashboard_preferences: { theme: value, compact_mode: profile.dashboard_preferences.compact_mode },
      });
    }
  };

  return (
    <div role="group" aria-label="Theme" className="inline-flex rounded-lg border border-border bg-surface-2/60 p-0.5">
      {OPTIONS.map((option) => (
        <button
          key={option.value}
          type="button"
          aria-pressed={preference === option.value}
          onClick={() => choose(option.value)}
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
