import { useMemo, useState } from 'react';
import type { Card } from '../../shared/cards/card-types.ts';
import { foldForSearch } from '../../shared/cards/search.ts';
import { t } from '../i18n/messages.ts';
import { useAppStore } from '../store/store-context.tsx';
import { InvestigatorRow } from './investigator-row.tsx';
import { InvestigatorSetup } from './investigator-setup.tsx';
import { MyDecks } from './my-decks.tsx';

const searchText = (card: Card) =>
  foldForSearch([card.de?.name, card.name, card.de?.subname, card.subname, card.code].filter(Boolean).join(' '));

/** "Ermittler wählen": the regular investigators (parallel versions are a side choice) and the setup. */
export function InvestigatorPicker() {
  const pool = useAppStore((state) => state.cardPool);
  const hasDeck = useAppStore((state) => Boolean(state.deck));
  const pickInvestigator = useAppStore((state) => state.pickInvestigator);
  const [query, setQuery] = useState('');
  const [picked, setPicked] = useState<string>();

  const { regular, parallels } = useMemo(() => {
    const all = pool?.investigators ?? [];
    const parallels = new Map(all.filter((card) => card.alternate_of).map((card) => [card.alternate_of!, card]));
    const regular = all.filter((card) => !card.alternate_of).map((card) => ({ card, text: searchText(card) }));
    return { regular, parallels };
  }, [pool]);
  const words = foldForSearch(query).split(' ').filter(Boolean);
  const shown = regular.filter((entry) => words.every((word) => entry.text.includes(word))).map((entry) => entry.card);
  const card = picked ? pool?.card(picked) : undefined;
  const labels = pool?.data.labels;

  return (
    <div className="investigator-picker" data-testid="investigator-picker">
      <section className="investigator-pane">
        <div className="investigator-pane-head">
          <h1>{t.investigatorsTitle}</h1>
          {hasDeck && (
            <button type="button" className="link-button" onClick={() => pickInvestigator(false)}>
              {t.backToDeck}
            </button>
          )}
        </div>
        <div className="search-box">
          <span className="search-icon" aria-hidden="true">
            ⌕
          </span>
          <input
            type="search"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            placeholder={t.investigatorSearch}
            aria-label={t.investigatorSearch}
            data-testid="investigator-search"
            autoComplete="off"
            spellCheck={false}
            autoFocus
          />
        </div>
        <span className="card-count">{t.investigatorCount(shown.length)}</span>
        <div className="investigator-list" role="listbox" aria-label={t.investigatorListLabel}>
          {shown.map((entry) => (
            <InvestigatorRow
              key={entry.code}
              card={entry}
              labels={labels}
              selected={entry.code === picked}
              hasParallel={parallels.has(entry.code)}
              onSelect={setPicked}
            />
          ))}
          {shown.length === 0 && <p className="card-list-empty">{t.noInvestigators}</p>}
        </div>
      </section>
      {card && pool ? (
        <InvestigatorSetup key={card.code} card={card} parallel={parallels.get(card.code)} labels={labels} />
      ) : (
        <aside className="card-detail picker-side">
          <MyDecks />
          <p className="picker-side-hint">{t.investigatorPick}</p>
        </aside>
      )}
    </div>
  );
}
