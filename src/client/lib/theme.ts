/**
 * Theme preference: 'dark' (default), 'light' or 'auto'. Kept in this browser for visitors and as
 * a fast first paint; a signed-in user's choice lives in their profile (app/footer/theme-switch.tsx).
 * Applied as data-theme on <html>; styles.css swaps the palette from that attribute.
 */
export type ThemePreference = 'dark' | 'light' | 'auto';

const STORAGE_KEY = 'vino-theme';

export function resolveTheme(preference: ThemePreference, prefersLight: boolean): 'dark' | 'light' {
  if (preference === 'auto') return prefersLight ? 'light' : 'dark';
  return preference;
}

export function readThemePreference(): ThemePreference {
  try {
    const value = localStorage.getItem(STORAGE_KEY);
    return value === 'light' || value === 'auto' ? value : 'dark';
  } catch {
    return 'dark';
  }
}

export function applyTheme(preference: ThemePreference): void {
  const prefersLight = window.matchMedia?.('(prefers-color-scheme: light)').matches ?? false;
  const theme = resolveTheme(preference, prefersLight);
  document.documentElement.dataset.theme = theme;
  document
    .querySelector('meta[name="theme-color"]')
    ?.setAttribute('content', theme === 'light' ? '#faf6f1' : '#120c0c');
}

export function setThemePreference(preference: ThemePreference): void {
  try {
    localStorage.setItem(STORAGE_KEY, preference);
  } catch {
    // Private mode: the choice lasts for this page only.
  }
  applyTheme(preference);
}

export function applyStoredTheme(): void {
  applyTheme(readThemePreference());
}
