import { t } from './i18n/messages.ts';
import type { Screen } from './store/app/nav-types.ts';
import { useAppStore } from './store/store-context.tsx';
import { ThemeToggle } from './theme/theme-toggle.tsx';

const NAV: { screen: Screen; label: string; testId: string }[] = [
  { screen: 'cards', label: t.navCards, testId: 'nav-cards' },
  { screen: 'deck', label: t.navDeck, testId: 'nav-deck' },
  { screen: 'campaigns', label: t.navCampaigns, testId: 'nav-campaigns' },
];

/** A header button that opens a dialog (Sammlung, Kartendaten, Über). */
function DialogButton({ testId, label, onOpen }: { testId: string; label: string; onOpen: () => void }) {
  return (
    <button type="button" className="theme-toggle" data-testid={testId} aria-haspopup="dialog" onClick={onOpen}>
      {label}
    </button>
  );
}

export function AppHeader() {
  const screen = useAppStore((state) => state.screen);
  const showScreen = useAppStore((state) => state.showScreen);
  const ready = useAppStore(
    (state) => state.cardsStatus === 'ready' || (state.cardsStatus === 'importing' && state.cardPool !== undefined),
  );
  const showDataDialog = useAppStore((state) => state.showDataDialog);
  const showAbout = useAppStore((state) => state.showAbout);
  const showCollection = useAppStore((state) => state.showCollection);
  return (
    <header className="app-header">
      <div className="app-title">
        <span className="app-sigil" aria-hidden="true">
          ✶
        </span>
        <span className="app-name">{t.appName}</span>
        <span className="app-tagline">{t.appTagline}</span>
      </div>
      {ready && (
        <nav className="app-nav" aria-label={t.navLabel}>
          {NAV.map((item) => (
            <button
              key={item.screen}
              type="button"
              className="nav-button"
              data-testid={item.testId}
              aria-current={screen === item.screen ? 'page' : undefined}
              onClick={() => showScreen(item.screen)}
            >
              {item.label}
            </button>
          ))}
        </nav>
      )}
      <div className="app-tools">
        {ready && <DialogButton testId="nav-collection" label={t.navCollection} onOpen={() => showCollection(true)} />}
        <DialogButton testId="nav-data" label={t.navData} onOpen={() => showDataDialog(true)} />
        <DialogButton testId="nav-about" label={t.navAbout} onOpen={() => showAbout(true)} />
        <ThemeToggle />
      </div>
    </header>
  );
}
