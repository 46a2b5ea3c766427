import type { ComponentType } from 'react';
import { AppHeader } from './app-header.tsx';
import { CardBrowser } from './browser/card-browser.tsx';
import { CampaignScreen } from './campaign/campaign-screen.tsx';
import { AboutDialog } from './data/about-dialog.tsx';
import { DataDialog } from './data/data-dialog.tsx';
import { DeckBuilder } from './deck/deck-builder.tsx';
import { FirstRunScreen } from './first-run/first-run-screen.tsx';
import { t } from './i18n/messages.ts';
import { PrintView } from './print/print-view.tsx';
import type { Screen } from './store/nav-types.ts';
import { useAppStore } from './store/store-context.tsx';

const SCREENS = { cards: CardBrowser, deck: DeckBuilder, campaigns: CampaignScreen } satisfies Record<Screen, ComponentType>;

export function App() {
  const status = useAppStore((state) => state.cardsStatus);
  // An update imported over existing cards keeps the app usable; "Kartendaten" shows its progress.
  const updating = useAppStore((state) => state.cardsStatus === 'importing' && state.cardPool !== undefined);
  const Shown = SCREENS[useAppStore((state) => state.screen)];
  const dataDialog = useAppStore((state) => state.dataDialogOpen);
  const about = useAppStore((state) => state.aboutOpen);
  const showDataDialog = useAppStore((state) => state.showDataDialog);
  const showAbout = useAppStore((state) => state.showAbout);
  return (
    <div className="app">
      <AppHeader />
      <main className="app-main">
        {(status === 'ready' || updating) && <Shown />}
        {(status === 'first-run' || (status === 'importing' && !updating)) && <FirstRunScreen />}
        {status === 'loading' && <p className="app-loading">{t.loading}</p>}
      </main>
      <PrintView />
      {dataDialog && <DataDialog onClose={() => showDataDialog(false)} />}
      {about && <AboutDialog onClose={() => showAbout(false)} />}
    </div>
  );
}
