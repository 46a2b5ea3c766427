import { AppHeader } from './app-header.tsx';
import { CardBrowser } from './browser/card-browser.tsx';
import { FirstRunScreen } from './first-run/first-run-screen.tsx';
import { t } from './i18n/messages.ts';
import { useAppStore } from './store/store-context.tsx';

export function App() {
  const status = useAppStore((state) => state.cardsStatus);
  return (
    <div className="app">
      <AppHeader />
      <main className="app-main">
        {status === 'ready' && <CardBrowser />}
        {(status === 'first-run' || status === 'importing') && <FirstRunScreen />}
        {status === 'loading' && <p className="app-loading">{t.loading}</p>}
      </main>
    </div>
  );
}
