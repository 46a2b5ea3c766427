import styles from './card-icon.module.css';
import { CARD_ICONS } from './card-icons.ts';

/** A game symbol as a tinted round token, named for tooltip and screen readers; its tint is the module's class of that name. */
export function IconToken({ name, label, glyph }: { name: string; label: string; glyph: string }) {
  const tint = styles[name];
  return (
    <span className={tint ? `${styles.token} ${tint}` : styles.token} title={label} role="img" aria-label={label}>
      {glyph}
    </span>
  );
}

/** One game symbol of card text as an inline glyph with its German name as tooltip and accessible label. */
export function CardIconGlyph({ name }: { name: string }) {
  const icon = CARD_ICONS[name];
  if (!icon) return <>{`[${name}]`}</>;
  return <IconToken name={name} label={icon.title} glyph={icon.glyph} />;
}
