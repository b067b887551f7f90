import { LOCAL_KEYS } from '../../api/session';

export type ColorScheme = 'light' | 'dark';

/*
 * The light sign-in page runs before (or without) Mantine, so it reads and writes the theme the
 * same way Mantine's localStorageColorSchemeManager does: 'light', 'dark' or 'auto' under the
 * spec's `theme` key, shown through `data-mantine-color-scheme` on <html>.
 */
export function storedColorScheme(): ColorScheme {
  let stored: string | null = null;
  try {
    stored = localStorage.getItem(LOCAL_KEYS.theme);
  } catch {
    // Storage can be blocked; the default theme applies then.
  }
  if (stored === 'dark' || stored === 'light') return stored;
  if (stored === 'auto')
    return window.matchMedia?.('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
  return 'light';
}

export function currentColorScheme(): ColorScheme {
  const shown = document.documentElement.getAttribute('data-mantine-color-scheme');
  return shown === 'dark' || shown === 'light' ? shown : storedColorScheme();
}

/** Paints the saved theme before anything renders, so a dark-theme visitor sees no white flash. */
export function applyStoredColorScheme(): void {
  document.documentElement.setAttribute('data-mantine-color-scheme', storedColorScheme());
}

export function setColorScheme(scheme: ColorScheme): void {
  document.documentElement.setAttribute('data-mantine-color-scheme', scheme);
  try {
    localStorage.setItem(LOCAL_KEYS.theme, scheme);
  } catch {
    return;
  }
  // Storage events reach only other tabs; this one tells a MantineProvider in this tab (the
  // full app's /login route), whose colour-scheme manager listens for them, to follow along.
  window.dispatchEvent(
    new StorageEvent('storage', { key: LOCAL_KEYS.theme, newValue: scheme, storageArea: localStorage }),
  );
}
