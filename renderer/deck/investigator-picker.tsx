import { type KeyboardEvent, useMemo, useRef, useState } from 'react';
import type { Card } from '../../shared/cards/card-types.ts';
import { namesakeCodes } from '../../shared/cards/namesakes.ts';
import { foldForSearch } from '../../shared/cards/search.ts';
import detail from '../browser/card-detail.module.css';
import pane from '../browser/list-pane.module.css';
import search from '../browser/search-box.module.css';
import { packName } from '../cards/card-labels.ts';
import { t } from '../i18n/messages.ts';
import { useAppStore } from '../store/store-context.tsx';
import { LinkButton } from '../ui/link-button.tsx';
import styles from './investigator-picker.module.css';
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

  const { regular, parallels, namesakes } = useMemo(() => {
    const all = pool?.investigators ?? [];
    const parallels = new Map(all.filter((card) => card.alternate_of).map((card) => [card.alternate_of!, card]));
    const originals = all.filter((card) => !card.alternate_of);
    const regular = originals.map((card) => ({ card, text: searchText(card) }));
    return { regular, parallels, namesakes: namesakeCodes(originals) };
  }, [pool]);
  const words = foldForSearch(query).split(' ').filter(Boolean);
  const shown = regular.filter((entry) => words.every((word) => entry.text.includes(word))).map((entry) => entry.card);
  const card = picked ? pool?.card(picked) : undefined;
  const labels = pool?.data.labels;
  const root = useRef<HTMLDivElement>(null);
  // One tab stop in the list: the picked row, else the first.
  const tabStop = shown.some((entry) => entry.code === picked) ? picked : shown[0]?.code;

  const rows = () => [
    ...(root.current?.querySelectorAll<HTMLButtonElement>('[data-testid="investigator-list"] [role="option"]') ?? []),
  ];
  /** ↑/↓ (Pos1/Ende) move the focus between rows; from the search ↓ enters the list. */
  const onListKey = (event: KeyboardEvent) => {
    const all = rows();
    const at = all.indexOf(document.activeElement as HTMLButtonElement);
    const target = {
      ArrowDown: all[Math.min(all.length - 1, at + 1)],
      ArrowUp: at > 0 ? all[at - 1] : undefined,
      Home: all[0],
      End: all.at(-1),
    }[event.key];
    if (!target) return;
    event.preventDefault();
    target.focus();
  };
  /** Enter picks the row in focus and moves on to "Deck beginnen" (a second Enter starts the deck). */
  const pickAndContinue = (code: string) => {
    setPicked(code);
    requestAnimationFrame(() => root.current?.querySelector<HTMLButtonElement>('[data-testid="start-deck"]')?.focus());
  };
  const onRowKey = (event: KeyboardEvent<HTMLDivElement>) => {
    const code = (event.target as HTMLElement).dataset.code;
    if (event.key !== 'Enter' || !code) return;
    event.preventDefault();
    pickAndContinue(code);
  };

  return (
    <div className={styles.picker} data-testid="investigator-picker" ref={root}>
      <section className={pane.pane}>
        <div className={styles.paneHead}>
          <h1>{t.investigatorsTitle}</h1>
          {hasDeck && <LinkButton onClick={() => pickInvestigator(false)}>{t.backToDeck}</LinkButton>}
        </div>
        <div className={search.box}>
          <span className={search.icon} aria-hidden="true">
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
            onKeyDown={(event) => {
              if (event.key === 'ArrowDown') {
                event.preventDefault();
                rows()[0]?.focus();
              } else if (event.key === 'Enter' && shown.length === 1 && shown[0]) {
                pickAndContinue(shown[0].code);
              }
            }}
          />
        </div>
        <p className={styles.countLine}>
          <span className={pane.count} data-testid="investigator-count">
            {t.investigatorCount(shown.length)}
          </span>{' '}
          <span className={styles.legend} data-testid="parallel-legend">
            {t.parallelLegend(shown.filter((entry) => parallels.has(entry.code)).length)}
          </span>
        </p>
        <div
          className={pane.list}
          data-testid="investigator-list"
          role="listbox"
          aria-label={t.investigatorListLabel}
          aria-describedby="investigator-keys"
          onKeyDown={(event) => {
            onListKey(event);
            onRowKey(event);
          }}
        >
          {shown.map((entry) => (
            <InvestigatorRow
              key={entry.code}
              card={entry}
              labels={labels}
              selected={entry.code === picked}
              hasParallel={parallels.has(entry.code)}
              packLabel={pool && namesakes.has(entry.code) ? packName(pool.data.packs, entry.pack_code) : undefined}
              tabIndex={entry.code === tabStop ? 0 : -1}
              onSelect={setPicked}
            />
          ))}
          {shown.length === 0 && <p className={pane.empty}>{t.noInvestigators}</p>}
        </div>
        <p className={styles.keys} id="investigator-keys">
          {t.investigatorKeys}
        </p>
      </section>
      {card && pool ? (
        <InvestigatorSetup key={card.code} card={card} parallel={parallels.get(card.code)} labels={labels} />
      ) : (
        <aside className={`${detail.panel} ${styles.side}`}>
          <MyDecks />
          <p className={styles.sideHint}>{t.investigatorPick}</p>
        </aside>
      )}
    </div>
  );
}
