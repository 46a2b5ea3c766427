import { t } from '../i18n/messages.ts';
import styles from './level-pips.module.css';

/** A card's level as filled pips (●); level 0 shows none, cards without a level nothing at all. */
export function LevelPips({ xp }: { xp: number | undefined }) {
  if (xp === undefined) return null;
  return (
    <span
      className={styles.pips}
      data-testid="level-pips"
      role="img"
      title={t.levelLabel(xp)}
      aria-label={t.levelLabel(xp)}
    >
      {'●'.repeat(Math.min(xp, 5))}
    </span>
  );
}
