import { AppHeader } from './app-header.tsx';
import { CardBrowser } from './browser/card-browser.tsx';
import { DeckBuilder } from './deck/deck-builder.tsx';
import { FirstRunScreen } from './first-run/first-run-screen.tsx';
import { t } from './i18n/messages.ts';
import { useAppStore } from './store/store-context.tsx';

export function App() {
  const status = useAppStore((state) => state.cardsStatus);
  const screen = useAppStore((state) => state.screen);
  return (
    <div className="app">
      <AppHeader />
      <main className="app-main">
        {status === 'ready' && (screen === 'deck' ? <DeckBuilder /> : <CardBrowser />)}
        {(status === 'first-run' || status === 'importing') && <FirstRunScreen />}
        {status === 'loading' && <p className="app-loading">{t.loading}</p>}
      </main>
    </div>
  );
}
