import { type KeyboardEvent, useMemo, useRef, useState } from 'react';
import type { Card } from '../../shared/cards/card-types.ts';
import { namesakeCodes } from '../../shared/cards/namesakes.ts';
import { foldForSearch } from '../../shared/cards/search.ts';
import pane from '../browser/list-pane.module.css';
import { packName } from '../cards/card-labels.ts';
import { InvestigatorRow } from '../deck/investigator-row.tsx';
import { t } from '../i18n/messages.ts';
import { useAppStore } from '../store/store-context.tsx';
import styles from './investigator-choice.module.css';

const searchText = (card: Card) =>
  foldForSearch([card.de?.name, card.name, card.de?.subname, card.subname, card.code].filter(Boolean).join(' '));

interface InvestigatorChoiceProps {
  picked: string | undefined;
  /** Codes that cannot join (already playing, killed or insane). */
  excluded: ReadonlySet<string>;
  onPick(code: string): void;
}

/** A searchable investigator list with one tab stop: ↓ from the search, ↑/↓ between rows. */
export function InvestigatorChoice({ picked, excluded, onPick }: InvestigatorChoiceProps) {
  const pool = useAppStore((state) => state.cardPool);
  const [query, setQuery] = useState('');
  const list = useRef<HTMLDivElement>(null);
  const { regular, namesakes } = useMemo(() => {
    const originals = (pool?.investigators ?? []).filter((card) => !card.alternate_of);
    // Namesakes (Carolyn Fern ×3) carry their pack, as in the deck's investigator picker.
    return {
      regular: originals.map((card) => ({ card, text: searchText(card) })),
      namesakes: namesakeCodes(originals),
    };
  }, [pool]);
  const words = foldForSearch(query).split(' ').filter(Boolean);
  const shown = regular
    .filter((entry) => !excluded.has(entry.card.code) && words.every((word) => entry.text.includes(word)))
    .map((entry) => entry.card);
  const tabStop = shown.some((card) => card.code === picked) ? picked : shown[0]?.code;

  const move = (event: KeyboardEvent, from: number) => {
    const rows = [...(list.current?.querySelectorAll<HTMLButtonElement>('[role="option"]') ?? [])];
    const next = rows[Math.min(rows.length - 1, Math.max(0, from + (event.key === 'ArrowDown' ? 1 : -1)))];
    if (!next) return;
    event.preventDefault();
    next.focus();
    onPick(next.dataset.code!);
  };
  const onListKey = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    const rows = [...(list.current?.querySelectorAll('[role="option"]') ?? [])];
    move(event, rows.indexOf(document.activeElement as Element));
  };

  return (
    <div className={styles.choice}>
      <input
        type="search"
        value={query}
        placeholder={t.joinSearch}
        aria-label={t.joinSearch}
        data-testid="join-investigator-search"
        autoComplete="off"
        spellCheck={false}
        onChange={(event) => setQuery(event.target.value)}
        onKeyDown={(event) => event.key === 'ArrowDown' && move(event, -1)}
      />
      <div className={styles.list} role="listbox" aria-label={t.joinInvestigator} ref={list} onKeyDown={onListKey}>
        {shown.map((card) => (
          <InvestigatorRow
            key={card.code}
            card={card}
            labels={pool?.data.labels}
            selected={card.code === picked}
            hasParallel={false}
            packLabel={pool && namesakes.has(card.code) ? packName(pool.data.packs, card.pack_code) : undefined}
            tabIndex={card.code === tabStop ? 0 : -1}
            onSelect={onPick}
          />
        ))}
        {shown.length === 0 && <p className={pane.empty}>{t.noInvestigators}</p>}
      </div>
    </div>
  );
}
