import type { Card } from '../../shared/cards/card-types.ts';
import { CardIconGlyph } from '../cards/card-icon.tsx';
import { t } from '../i18n/messages.ts';
import styles from './investigator-stats.module.css';

const SKILLS = ['willpower', 'intellect', 'combat', 'agility'] as const;

/** Skill values, then health and sanity; `compact` for the picker's rows. */
export function InvestigatorStats({ card, compact = false }: { card: Card; compact?: boolean }) {
  return (
    <span className={styles.stats} data-compact={compact || undefined}>
      <span className={styles.skills}>
        {SKILLS.map((skill) => (
          <span key={skill} className={styles.skillValue}>
            <CardIconGlyph name={skill} />
            {card[`skill_${skill}`] ?? 0}
          </span>
        ))}
      </span>
      <span className={styles.vitals} title={t.healthSanity(card.health ?? 0, card.sanity ?? 0)}>
        <span className={styles.health} role="img" aria-label={`${t.detailHealth} ${card.health ?? 0}`}>
          ♥ {card.health ?? 0}
        </span>
        <span className={styles.sanity} role="img" aria-label={`${t.detailSanity} ${card.sanity ?? 0}`}>
          ✺ {card.sanity ?? 0}
        </span>
      </span>
    </span>
  );
}
