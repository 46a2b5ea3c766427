import type { GermanLabels } from '../../shared/cards/card-types.ts';
import { CARD_ICONS } from './card-icons.ts';
import { factionLabel } from './card-labels.ts';

/** A round badge in the class colour with the class symbol. */
export function FactionBadge({ code, labels }: { code: string; labels: GermanLabels | undefined }) {
  const label = factionLabel(labels, code);
  return (
    <span className="faction-badge" data-faction={code} title={label} role="img" aria-label={label}>
      {CARD_ICONS[code]?.glyph ?? '●'}
    </span>
  );
}
