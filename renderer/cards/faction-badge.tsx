import type { GermanLabels } from '../../shared/cards/card-types.ts';
import { CARD_ICONS } from './card-icons.ts';
import { factionLabel } from './card-labels.ts';
import styles from './faction-badge.module.css';

interface FactionBadgeProps {
  code: string;
  labels: GermanLabels | undefined;
  /** In the head of a card or deck, beside its title. */
  large?: boolean;
}

/** A round badge in the class colour with the class symbol. */
export function FactionBadge({ code, labels, large = false }: FactionBadgeProps) {
  const label = factionLabel(labels, code);
  return (
    <span
      className={large ? `${styles.badge} ${styles.large}` : styles.badge}
      data-faction={code}
      title={label}
      role="img"
      aria-label={label}
    >
      {CARD_ICONS[code]?.glyph ?? '●'}
    </span>
  );
}
