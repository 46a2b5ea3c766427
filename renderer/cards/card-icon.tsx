import { CARD_ICONS } from './card-icons.ts';

/** One game symbol as an inline glyph with its German name as tooltip and accessible label. */
export function CardIconGlyph({ name }: { name: string }) {
  const icon = CARD_ICONS[name];
  if (!icon) return <>{`[${name}]`}</>;
  return (
    <span className={`card-icon card-icon-${name}`} title={icon.title} role="img" aria-label={icon.title}>
      {icon.glyph}
    </span>
  );
}
