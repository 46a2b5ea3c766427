import { type ComponentType, lazy, Suspense } from 'react';
import styles from './app.module.css';
import { AppHeader } from './app-header.tsx';
import { CardBrowser } from './browser/card-browser.tsx';
import { FirstRunScreen } from './first-run/first-run-screen.tsx';
import { t } from './i18n/messages.ts';
import { RulePanel } from './rules/rule-panel.tsx';
import type { Screen } from './store/app/nav-types.ts';
import { useAppStore } from './store/store-context.tsx';

// The card browser comes with the first paint; the other screens, the dialogs and the print view
// are loaded when first shown (from disk in Electron, so within a frame or two).
const named = <K extends string, C>(load: () => Promise<Record<K, C>>, name: K) =>
  lazy(async () => ({ default: (await load())[name] as ComponentType }));
const DeckBuilder = named(() => import('./deck/deck-builder.tsx'), 'DeckBuilder');
const CampaignScreen = named(() => import('./campaign/campaign-screen.tsx'), 'CampaignScreen');
const PrintView = named(() => import('./print/print-view.tsx'), 'PrintView');
const DataDialog = lazy(() => import('./data/data-dialog.tsx').then((module) => ({ default: module.DataDialog })));
const CollectionDialog = lazy(() =>
  import('./collection/collection-dialog.tsx').then((module) => ({ default: module.CollectionDialog })),
);
const AboutDialog = lazy(() => import('./data/about-dialog.tsx').then((module) => ({ default: module.AboutDialog })));

const SCREENS = { cards: CardBrowser, deck: DeckBuilder, campaigns: CampaignScreen } satisfies Record<
  Screen,
  ComponentType
>;

export function App() {
  const status = useAppStore((state) => state.cardsStatus);
  // An update imported over existing cards keeps the app usable; "Kartendaten" shows its progress.
  const updating = useAppStore((state) => state.cardsStatus === 'importing' && state.cardPool !== undefined);
  const Shown = SCREENS[useAppStore((state) => state.screen)];
  const dataDialog = useAppStore((state) => state.dataDialogOpen);
  const about = useAppStore((state) => state.aboutOpen);
  const showDataDialog = useAppStore((state) => state.showDataDialog);
  const showAbout = useAppStore((state) => state.showAbout);
  const collection = useAppStore((state) => state.collectionOpen);
  const showCollection = useAppStore((state) => state.showCollection);
  return (
    <div className={styles.app}>
      <AppHeader />
      <main className={styles.main}>
        <Suspense fallback={<p className={styles.loading}>{t.loading}</p>}>
          {(status === 'ready' || updating) && <Shown />}
        </Suspense>
        {(status === 'first-run' || (status === 'importing' && !updating)) && <FirstRunScreen />}
        {status === 'loading' && <p className={styles.loading}>{t.loading}</p>}
      </main>
      <Suspense fallback={null}>
        <PrintView />
        {dataDialog && <DataDialog onClose={() => showDataDialog(false)} />}
        {about && <AboutDialog onClose={() => showAbout(false)} />}
        {collection && <CollectionDialog onClose={() => showCollection(false)} />}
      </Suspense>
      <RulePanel />
    </div>
  );
}
