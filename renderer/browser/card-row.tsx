import type { Card, GermanLabels } from '../../shared/cards/card-types.ts';
import { cardName, cardSubname, cardTraits, costText, factionLabel, typeLabel } from '../cards/card-labels.ts';
import { FactionBadge } from '../cards/faction-badge.tsx';
import { t } from '../i18n/messages.ts';
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
}

/** One line of the card list: name, subtitle and traits, type and class, level and cost. */
export function CardRow({ card, labels, selected, highlighted, onSelect, deckCount }: CardRowProps) {
  const subname = cardSubname(card);
  const cost = costText(card);
  return (
    // biome-ignore lint/a11y/useFocusableInteractive: an option of a listbox; the list holds the focus and marks the option (aria-activedescendant)
    // biome-ignore lint/a11y/useKeyWithClickEvents: the listbox handles the keys (arrows, Enter) for its options
    <div
      id={`card-row-${card.code}`}
      className="card-row"
      role="option"
      aria-selected={selected}
      data-highlighted={highlighted || undefined}
      data-faction={card.faction_code}
      data-testid="card-row"
      data-code={card.code}
      data-deck={deckCount === undefined ? undefined : true}
      onClick={() => onSelect(card.code)}
    >
      <FactionBadge code={card.faction_code} labels={labels} />
      <div className="card-row-main">
        <div className="card-row-name">
          {card.is_unique && (
            <span className="unique-mark" title={t.detailUnique}>
              ✦
            </span>
          )}
          {cardName(card)}
          {subname && <span className="card-row-subname">{subname}</span>}
        </div>
        <div className="card-row-traits">{cardTraits(card) ?? '\u00a0'}</div>
      </div>
      <div className="card-row-meta">
        <span className="card-row-type">{typeLabel(labels, card)}</span>
        <span className="card-row-class">
          {[card.faction_code, card.faction2_code, card.faction3_code]
            .filter((code): code is string => Boolean(code))
            .map((code) => factionLabel(labels, code))
            .join(' / ')}
          <LevelPips xp={card.xp} />
        </span>
      </div>
      <span className="card-row-cost" title={cost === undefined ? undefined : t.costLabel(cost)}>
        {cost}
      </span>
      {deckCount !== undefined && <RowDeckControls card={card} count={deckCount} />}
    </div>
  );
}
