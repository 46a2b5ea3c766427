import { cardName, cardSubname } from '../cards/card-labels.ts';
import { LevelPips } from '../browser/level-pips.tsx';
import { t } from '../i18n/messages.ts';
import { selectDeckGroups, selectFaultyCodes } from '../store/deck-selectors.ts';
import { useAppStore } from '../store/store-context.tsx';

/** The deck's cards by group; lines a problem names carry a red marker. */
export function DeckLines() {
  const groups = useAppStore(selectDeckGroups);
  const faulty = useAppStore(selectFaultyCodes);
  const addCard = useAppStore((state) => state.addCard);
  const removeCard = useAppStore((state) => state.removeCard);
  const selectCard = useAppStore((state) => state.selectCard);
  if (groups.length === 0) return <p className="deck-empty">{t.deckEmpty}</p>;

  return (
    <div className="deck-lines" aria-label={t.deckLinesLabel}>
      {groups.map((group) => (
        <section key={group.key} className="deck-group" data-group={group.key}>
          <h3>
            {group.label} <span className="deck-group-count">({group.count})</span>
          </h3>
          <ul>
            {group.lines.map(({ card, count }) => {
              const name = cardName(card);
              const problem = faulty.has(card.code);
              return (
                <li key={card.code} className="deck-line" data-testid="deck-line" data-code={card.code} data-faction={card.faction_code} data-problem={problem || undefined}>
                  <span className="deck-line-count">{count}×</span>
                  <button type="button" className="deck-line-name" onClick={() => selectCard(card.code)} title={cardSubname(card)}>
                    {name}
                    <LevelPips xp={card.xp} />
                  </button>
                  <span className="problem-marker" title={problem ? t.problemMarker : undefined} aria-label={problem ? t.problemMarker : undefined} aria-hidden={!problem}>
                    {problem && '!'}
                  </span>
                  <span className="deck-line-buttons">
                    <button type="button" className="count-button" data-testid="remove-card" title={t.removeCard(name)} aria-label={t.removeCard(name)} onClick={() => removeCard(card.code)}>
                      −
                    </button>
                    <button type="button" className="count-button" data-testid="add-card" title={t.addCard(name)} aria-label={t.addCard(name)} onClick={() => addCard(card.code)}>
                      +
                    </button>
                  </span>
                </li>
              );
            })}
          </ul>
        </section>
      ))}
    </div>
  );
}
