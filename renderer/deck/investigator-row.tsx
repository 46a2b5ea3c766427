import type { Card, GermanLabels } from '../../shared/cards/card-types.ts';
import { cardName, cardSubname, factionLabel } from '../cards/card-labels.ts';
import { FactionBadge } from '../cards/faction-badge.tsx';
import { t } from '../i18n/messages.ts';
import { ItemButton } from '../ui/item-button.tsx';
import { VisuallyHidden } from '../ui/visually-hidden.tsx';
import styles from './investigator-row.module.css';
import { InvestigatorStats } from './investigator-stats.tsx';

interface InvestigatorRowProps {
  card: Card;
  labels: GermanLabels | undefined;
  selected: boolean;
  hasParallel: boolean;
  /** The pack, for an investigator printed more than once (Carolyn Fern ×3). */
  packLabel?: string;
  /** For a list with one tab stop (arrow keys move between rows). */
  tabIndex?: number;
  onSelect(code: string): void;
}

/** One investigator of the picker: class colour, German name, skills, health and sanity. */
export function InvestigatorRow({
  card,
  labels,
  selected,
  hasParallel,
  packLabel,
  tabIndex,
  onSelect,
}: InvestigatorRowProps) {
  return (
    <ItemButton
      className={styles.row}
      role="option"
      aria-selected={selected}
      data-faction={card.faction_code}
      data-testid="investigator-option"
      data-code={card.code}
      tabIndex={tabIndex}
      onClick={() => onSelect(card.code)}
    >
      <FactionBadge code={card.faction_code} labels={labels} />
      <span className={styles.main}>
        <span className={styles.name}>
          {cardName(card)}
          {hasParallel && (
            <span className={styles.parallelMark} title={t.parallelMarkHint} data-testid="parallel-mark">
              {' '}
              <span aria-hidden="true">‖</span>
              <VisuallyHidden>{t.parallelMarkHint}</VisuallyHidden>
            </span>
          )}
        </span>
        <span className={styles.sub}>
          {factionLabel(labels, card.faction_code)} · {cardSubname(card)}
        </span>
        {/* A line of its own, never cut off: the pack is what tells namesakes apart. */}
        {packLabel && ' '}
        {packLabel && (
          <span className={styles.pack} data-testid="investigator-pack">
            {packLabel}
          </span>
        )}
      </span>
      <InvestigatorStats card={card} compact />
    </ItemButton>
  );
}
