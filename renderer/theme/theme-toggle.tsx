import { useEffect, useState } from 'react';
import { t } from '../i18n/messages.ts';
import { applyTheme, storedTheme, type Theme } from './theme.ts';

/** Switches between the dark and the light design; the button names the design it switches to. */
export function ThemeToggle() {
  const [theme, setTheme] = useState<Theme>(storedTheme);
  useEffect(() => applyTheme(theme), [theme]);
  const next: Theme = theme === 'dark' ? 'light' : 'dark';
  return (
    <button
      type="button"
      className="theme-toggle"
      data-testid="theme-toggle"
      title={next === 'light' ? t.themeToLight : t.themeToDark}
      onClick={() => setTheme(next)}
    >
      <span aria-hidden="true">{next === 'light' ? '☼' : '☾'}</span> {next === 'light' ? t.themeLight : t.themeDark}
    </button>
  );
}
