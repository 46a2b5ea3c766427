import styles from './app-header.module.css';
import { t } from './i18n/messages.ts';
import type { Screen } from './store/app/nav-types.ts';
import { useAppStore } from './store/store-context.tsx';
import { ThemeToggle } from './theme/theme-toggle.tsx';
import { Button } from './ui/button.tsx';
import { ItemButton } from './ui/item-button.tsx';

const NAV: { screen: Screen; label: string; testId: string }[] = [
  { screen: 'cards', label: t.navCards, testId: 'nav-cards' },
  { screen: 'deck', label: t.navDeck, testId: 'nav-deck' },
  { screen: 'campaigns', label: t.navCampaigns, testId: 'nav-campaigns' },
];

/** A header button that opens a dialog (Sammlung, Kartendaten, Über). */
function DialogButton({ testId, label, onOpen }: { testId: string; label: string; onOpen: () => void }) {
  return (
    <Button data-testid={testId} aria-haspopup="dialog" onClick={onOpen}>
      {label}
    </Button>
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
    <header className={styles.header}>
      <div className={styles.title} data-testid="app-title">
        <span className={styles.sigil} aria-hidden="true">
          ✶
        </span>
        <span className={styles.name}>{t.appName}</span>
        <span className={styles.tagline}>{t.appTagline}</span>
      </div>
      {ready && (
        <nav className={styles.nav} data-testid="app-nav" aria-label={t.navLabel}>
          {NAV.map((item) => (
            <ItemButton
              key={item.screen}
              className={styles.navButton}
              data-testid={item.testId}
              aria-current={screen === item.screen ? 'page' : undefined}
              onClick={() => showScreen(item.screen)}
            >
              {item.label}
            </ItemButton>
          ))}
        </nav>
      )}
      <div className={styles.tools} data-testid="app-tools">
        {ready && <DialogButton testId="nav-collection" label={t.navCollection} onOpen={() => showCollection(true)} />}
        <DialogButton testId="nav-data" label={t.navData} onOpen={() => showDataDialog(true)} />
        <DialogButton testId="nav-about" label={t.navAbout} onOpen={() => showAbout(true)} />
        <ThemeToggle />
      </div>
    </header>
  );
}
