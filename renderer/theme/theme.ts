// Dark (the Arkham night) is the default; the player's choice is remembered on this device.

export type Theme = 'dark' | 'light';
const THEME_KEY = 'logbuch.theme';

export function storedTheme(): Theme {
  try {
    return localStorage.getItem(THEME_KEY) === 'light' ? 'light' : 'dark';
  } catch {
    return 'dark';
  }
}

export function applyTheme(theme: Theme): void {
  document.documentElement.dataset.theme = theme;
  try {
    localStorage.setItem(THEME_KEY, theme);
  } catch {
    // Storage can be disabled; the theme then lasts for this session only.
  }
}
