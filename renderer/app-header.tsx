import { t } from './i18n/messages.ts';
import { ThemeToggle } from './theme/theme-toggle.tsx';

export function AppHeader() {
  return (
    <header className="app-header">
      <div className="app-title">
        <span className="app-sigil" aria-hidden="true">
          ✶
        </span>
        <span className="app-name">{t.appName}</span>
        <span className="app-tagline">{t.appTagline}</span>
      </div>
      <ThemeToggle />
    </header>
  );
}
