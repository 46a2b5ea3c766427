import { deckSizeFor } from '../../shared/rules/deck-size.ts';
import { RANDOM_BASIC_WEAKNESS } from '../../shared/rules/special-cards.ts';
import { cardName, cardSubname } from '../cards/card-labels.ts';
import { FactionBadge } from '../cards/faction-badge.tsx';
import { CardSubname } from '../cards/name-marks.tsx';
import { OutsideCollection } from '../collection/outside-collection.tsx';
import { t } from '../i18n/messages.ts';
import { selectDeckContext, selectDeckValidation } from '../store/deck/deck-selectors.ts';
import { useAppStore } from '../store/store-context.tsx';
import { Button } from '../ui/button.tsx';
import { CampaignCardsNotice } from './campaign-cards-notice.tsx';
import { DeckActions } from './deck-actions.tsx';
import { DeckEnvironmentField } from './deck-environment.tsx';
import { DeckLines } from './deck-lines.tsx';
import { DeckNotes } from './deck-notes.tsx';
import styles from './deck-pane.module.css';
import { DeckProblems } from './deck-problems.tsx';
import { DeckToolbar } from './deck-toolbar.tsx';
import { DeckTools } from './deck-tools.tsx';
import { DeckHistory } from './versions/deck-history.tsx';
import { UpgradePanel } from './versions/upgrade-panel.tsx';

/** The deck being built: investigator, name, saving, count, upgrade XP, taboo and weakness, charts, odds and export, live problems and the cards. */
export function DeckPane() {
  const deck = useAppStore((state) => state.deck);
  const ctx = useAppStore(selectDeckContext);
  const validation = useAppStore(selectDeckValidation);
  const labels = useAppStore((state) => state.cardPool?.data.labels);
  const renameDeck = useAppStore((state) => state.renameDeck);
  const opened = useAppStore((state) => state.opened);
  const pickInvestigator = useAppStore((state) => state.pickInvestigator);
  if (!deck || !ctx || !validation) return null;

  const size = deckSizeFor(ctx, new Map(Object.entries(deck.slots)));
  const front = ctx.front;
  return (
    <aside className={styles.pane} data-faction={front.faction_code} data-testid="deck-pane">
      <header className={styles.head}>
        <FactionBadge code={front.faction_code} labels={labels} large />
        <div className={styles.headText}>
          {/* One line of text that wraps, so a long name shows in full: Enter adds no line break. */}
          <textarea
            className={styles.name}
            rows={1}
            value={deck.name}
            aria-label={t.deckNameLabel}
            data-testid="deck-name"
            onKeyDown={(event) => event.key === 'Enter' && event.preventDefault()}
            onChange={(event) => renameDeck(event.target.value.replace(/\s*\n\s*/g, ' '))}
          />
          <div className={styles.investigatorRow}>
            <p className={styles.investigator}>
              {cardName(front)}
              <CardSubname text={cardSubname(front)} />
            </p>
            <Button data-testid="new-deck" onClick={() => pickInvestigator(true)}>
              {t.deckNew}
            </Button>
          </div>
        </div>
      </header>
      <DeckActions />
      <div className={styles.summary}>
        <span className={styles.count} data-testid="deck-count" data-full={validation.deckSize === size || undefined}>
          {t.deckCount(validation.deckSize, size)}
        </span>
        <span className={styles.xp} data-testid="deck-xp" title={t.deckXpHint}>
          {t.deckXp(validation.xp)}
        </span>
        <DeckHistory />
      </div>
      <DeckNotes />
      <UpgradePanel />
      <CampaignCardsNotice />
      <DeckToolbar tabooId={deck.tabooId} placeholders={deck.slots[RANDOM_BASIC_WEAKNESS] ?? 0} />
      <DeckEnvironmentField key={opened?.deckId} />
      <DeckTools />
      <DeckProblems problems={validation.problems} warnings={validation.warnings} />
      <OutsideCollection />
      <DeckLines />
    </aside>
  );
}
