import { t } from '../i18n/messages.ts';

/** A card's level as filled pips (●); level 0 shows none, cards without a level nothing at all. */
export function LevelPips({ xp }: { xp: number | undefined }) {
  if (xp === undefined) return null;
  return (
    <span className="level-pips" role="img" title={t.levelLabel(xp)} aria-label={t.levelLabel(xp)}>
      {'●'.repeat(Math.min(xp, 5))}
    </span>
  );
}
