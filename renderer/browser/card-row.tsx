import type { Card, GermanLabels } from '../../shared/cards/card-types.ts';
import { cardName, cardSubname, cardTraits, costText, factionLabel, typeLabel } from '../cards/card-labels.ts';
import { FactionBadge } from '../cards/faction-badge.tsx';
import { CardSubname, UniqueMark } from '../cards/name-marks.tsx';
import { t } from '../i18n/messages.ts';
import { VisuallyHidden } from '../ui/visually-hidden.tsx';
import styles from './card-row.module.css';
import { LevelPips } from './level-pips.tsx';
import { RowDeckControls } from './row-deck-controls.tsx';

interface CardRowProps {
  card: Card;
  labels: GermanLabels | undefined;
  selected: boolean;
  highlighted: boolean;
  onSelect(code: string): void;
  /** Copies in the deck being built; the row then shows +/− buttons. */
  deckCount?: number;
  /** `option` in the browser's list box, `listitem` beside the deck (its +/− buttons may not sit in an option). */
  role: 'option' | 'listitem';
  /**
   * The pack, shown where two rows could otherwise look alike (investigators and their parallel
   * versions, the two versions of a modified reprint).
   */
  packLabel?: string;
  /** Found through the card text only: marked so name hits (ranked first) stand apart. */
  textHit?: boolean;
}

/** One line of the card list: name, subtitle and traits, type and class, level and cost. */
export function CardRow({
  card,
  labels,
  selected,
  highlighted,
  onSelect,
  deckCount,
  role,
  packLabel,
  textHit,
}: CardRowProps) {
  const cost = costText(card);
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: role is `option` or `listitem` (below); the keyboard works through the list (↑/↓, Enter in use-browser-keys)
    // biome-ignore lint/a11y/useKeyWithClickEvents: Enter on the highlighted row is handled by use-browser-keys
    // biome-ignore lint/a11y/useAriaPropsSupportedByRole: aria-selected only with role option, aria-current only with listitem
    <div
      id={`card-row-${card.code}`}
      className={styles.row}
      role={role}
      aria-selected={role === 'option' ? selected : undefined}
      aria-current={role === 'listitem' && selected ? 'true' : undefined}
      data-highlighted={highlighted || undefined}
      data-faction={card.faction_code}
      data-testid="card-row"
      data-code={card.code}
      data-deck={deckCount === undefined ? undefined : true}
      onClick={() => onSelect(card.code)}
    >
      <FactionBadge code={card.faction_code} labels={labels} />
      <div className={styles.main}>
        <div className={styles.name} data-testid="card-row-name">
          {card.is_unique && <UniqueMark />}
          {cardName(card)}
          <CardSubname text={cardSubname(card)} />
          {card.alternate_of && (
            <span className={styles.parallelBadge} data-testid="parallel-badge" title={t.parallelBadgeHint}>
              {t.parallelBadge}
            </span>
          )}
          {textHit && (
            <span className={styles.textHitBadge} data-testid="text-hit" title={t.textHitHint}>
              <span aria-hidden="true">{t.textHitBadge}</span>
              <VisuallyHidden>{t.textHitHint}</VisuallyHidden>
            </span>
          )}
        </div>
        <div className={styles.traits}>
          <span className={styles.traitText}>{cardTraits(card) ?? '\u00a0'}</span>
          {/* Never cut off: the traits give way first, the pack tells namesakes apart. The space
              keeps the two apart in the row's text (a flex container lays it out as nothing). */}
          {packLabel && ' '}
          {packLabel && (
            <span className={styles.pack} data-testid="card-row-pack" title={packLabel}>
              {packLabel}
            </span>
          )}
        </div>
      </div>
      <div className={styles.meta}>
        <span className={styles.type}>{typeLabel(labels, card)}</span>
        <span className={styles.factions}>
          {[card.faction_code, card.faction2_code, card.faction3_code]
            .filter((code): code is string => Boolean(code))
            .map((code) => factionLabel(labels, code))
            .join(' / ')}
          <LevelPips xp={card.xp} />
        </span>
      </div>
      <span className={styles.cost} title={cost === undefined ? undefined : t.costLabel(cost)}>
        {cost}
      </span>
      {deckCount !== undefined && <RowDeckControls card={card} count={deckCount} />}
    </div>
  );
}
