import { chapterOf, wordingChapter } from '../../shared/cards/card-wording.ts';
import { customizationSummary } from '../../shared/decks/customization-summary.ts';
import type { DeckListLine } from '../../shared/decks/deck-list.ts';
import { exportLabels } from '../../shared/decks/export-labels.ts';
import { LevelPips } from '../browser/level-pips.tsx';
import { cardName, cardSubname } from '../cards/card-labels.ts';
import { t } from '../i18n/messages.ts';
import { selectDeckWording } from '../store/deck/environment-selectors.ts';
import { useAppStore } from '../store/store-context.tsx';
import { IconButton } from '../ui/icon-button.tsx';
import { ItemButton } from '../ui/item-button.tsx';
import { AddCardButton } from './add-card-button.tsx';
import styles from './deck-lines.module.css';

interface DeckLineItemProps {
  line: DeckListLine;
  /** A problem names this card: red marker. */
  problem: boolean;
  /** Customizable cards open their upgrade sheet. */
  onCustomize?(code: string): void;
}

/**
 * One card of the deck: copies, German name (a modified reprint with its chapter, a reprint with
 * two wordings with the one in use), level (as customized), marker, sheet and +/−.
 */
export function DeckLineItem({ line, problem, onCustomize }: DeckLineItemProps) {
  const removeCard = useAppStore((state) => state.removeCard);
  const selectCard = useAppStore((state) => state.selectCard);
  const previewCard = useAppStore((state) => state.previewCard);
  const pool = useAppStore((state) => state.cardPool);
  const wording = useAppStore(selectDeckWording);
  const { card, code, count } = line;
  // Grimoire „Legacy-Umgebung“ (L2542): a reprint with two wordings names the one the deck uses.
  const wordedIn = pool ? wordingChapter(pool, card, wording) : undefined;
  const name = cardName(card);
  // The upgrades taken, as the German export writes them ("Erbstück; Saga (2/3)").
  const taken =
    pool && line.customizations.length
      ? customizationSummary(line, { lang: 'de', labels: exportLabels('de'), pool })
      : [];
  return (
    <li
      className={styles.line}
      data-testid="deck-line"
      data-code={code}
      data-faction={card.faction_code}
      data-problem={problem || undefined}
      data-set-aside={line.setAside}
      onMouseEnter={() => previewCard(code)}
      onMouseLeave={() => previewCard(undefined)}
    >
      <span className={styles.lineCount} data-testid="deck-line-count">
        {count}×
      </span>
      <ItemButton
        className={styles.name}
        data-testid="deck-line-name"
        onClick={() => selectCard(code)}
        onFocus={() => previewCard(code)}
        onBlur={() => previewCard(undefined)}
        title={cardSubname(card)}
      >
        {name}
        {/* A modified reprint beside its older version looks alike: its chapter tells them apart. */}
        {card.modified_reprint_of && pool && (
          <span data-testid="deck-line-version"> ({exportLabels('de').chapter(chapterOf(pool, card))})</span>
        )}
        {wordedIn !== undefined && (
          <span data-testid="deck-line-wording"> ({exportLabels('de').wording(wordedIn)})</span>
        )}
        <LevelPips xp={card.xp} />
      </ItemButton>
      <span
        className={styles.marker}
        role="img"
        title={problem ? t.problemMarker : undefined}
        aria-label={problem ? t.problemMarker : undefined}
        aria-hidden={!problem}
      >
        {problem && '!'}
      </span>
      <span className={styles.buttons}>
        {card.customization_options && onCustomize && (
          <IconButton
            label={t.customizeCard(name)}
            glyph="✎"
            className={styles.customize}
            data-testid="customize-card"
            onClick={() => onCustomize(code)}
          />
        )}
        {/* A bonded card set aside beside its parent comes and goes with it (rules.json `Bonded`). */}
        {!line.setAside && (
          <>
            <IconButton
              label={t.removeCard(name)}
              glyph="−"
              data-testid="remove-card"
              onClick={() => removeCard(code)}
            />
            <AddCardButton code={code} name={name} />
          </>
        )}
      </span>
      {taken.length > 0 && (
        <span className={styles.customizations} data-testid="deck-line-customizations">
          {taken.join(' · ')}
        </span>
      )}
    </li>
  );
}
