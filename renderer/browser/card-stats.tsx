import type { ReactNode } from 'react';
import type { Card } from '../../shared/cards/card-types.ts';
import { CardIconGlyph } from '../cards/card-icon.tsx';
import { SKILL_ICONS } from '../cards/card-icons.ts';
import { cardSlot, cardTraits, costText } from '../cards/card-labels.ts';
import { t } from '../i18n/messages.ts';
import styles from './card-stats.module.css';
import { LevelPips } from './level-pips.tsx';

/** Investigators print skill values; other cards print that many skill icons. */
function SkillIcons({ card }: { card: Card }) {
  const skills = SKILL_ICONS.map((skill) => [skill, card[`skill_${skill}`] ?? 0] as const).filter(
    ([, value]) => value > 0,
  );
  const investigator = card.type_code === 'investigator';
  return (
    <span className={styles.skillIcons}>
      {skills.map(([skill, value]) =>
        investigator ? (
          <span key={skill} className={styles.skillValue}>
            <CardIconGlyph name={skill} /> {value}
          </span>
        ) : (
          Array.from({ length: value }, (_, index) => <CardIconGlyph key={`${skill}-${index}`} name={skill} />)
        ),
      )}
    </span>
  );
}

function LevelWithPips({ xp }: { xp: number }) {
  return (
    <>
      {xp} <LevelPips xp={xp} />
    </>
  );
}

/** The printed numbers of a card as a definition list; rows a card lacks are left out. */
export function CardStats({ card }: { card: Card }) {
  const cost = costText(card);
  const traits = cardTraits(card);
  const slot = cardSlot(card);
  const rows: [string, ReactNode][] = [];
  if (cost !== undefined) rows.push([t.detailCost, cost]);
  if (card.xp !== undefined) rows.push([t.detailLevel, <LevelWithPips key="level" xp={card.xp} />]);
  if (traits) rows.push([t.detailTraits, <i key="traits">{traits}</i>]);
  if (SKILL_ICONS.some((skill) => card[`skill_${skill}`])) {
    rows.push([
      card.type_code === 'investigator' ? t.detailSkillValues : t.detailSkills,
      <SkillIcons key="skills" card={card} />,
    ]);
  }
  if (card.health !== undefined) rows.push([t.detailHealth, card.health]);
  if (card.sanity !== undefined) rows.push([t.detailSanity, card.sanity]);
  if (slot) rows.push([t.detailSlot, slot]);

  return (
    <dl className={styles.stats} data-testid="card-stats">
      {rows.map(([label, value]) => (
        <div key={label} className={styles.stat}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
