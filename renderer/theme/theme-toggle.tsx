import { useEffect, useState } from 'react';
import { t } from '../i18n/messages.ts';
import { Button } from '../ui/button.tsx';
import { applyTheme, storedTheme, type Theme } from './theme.ts';
import styles from './theme-toggle.module.css';

const LABEL: Record<Theme, string> = { dark: t.themeDark, light: t.themeLight };
const ICON: Record<Theme, string> = { dark: '☾', light: '☼' };

/** Switches between the dark and the light design; the button names the design shown and the one it switches to. */
export function ThemeToggle() {
  const [theme, setTheme] = useState<Theme>(storedTheme);
  useEffect(() => applyTheme(theme), [theme]);
  const next: Theme = theme === 'dark' ? 'light' : 'dark';
  const label = t.themeState(LABEL[theme], LABEL[next]);
  return (
    <Button data-testid="theme-toggle" data-theme-shown={theme} title={label} onClick={() => setTheme(next)}>
      <span aria-hidden="true">{ICON[theme]}</span> {LABEL[theme]}
      <span className={styles.next}>{t.themeSwitchTo(LABEL[next])}</span>
    </Button>
  );
}
