import { type KeyboardEvent, useState } from 'react';
import type { Card } from '../../shared/cards/card-types.ts';
import { cardName, cardSubname } from '../cards/card-labels.ts';
import { t } from '../i18n/messages.ts';
import { matchCards } from '../store/campaign/campaign-cards.ts';
import { IconButton } from '../ui/icon-button.tsx';
import { ItemButton } from '../ui/item-button.tsx';
import styles from './card-picker.module.css';

const SHOWN = 6;

interface CardPickerProps {
  cards: readonly Card[];
  label: string;
  testId: string;
  excluded?: ReadonlySet<string>;
  onPick(code: string): void;
}

/** A card search: type a name, Enter (or a click) takes the first match; ↓ moves into the matches. */
export function CardPicker({ cards, label, testId, excluded, onPick }: CardPickerProps) {
  const [query, setQuery] = useState('');
  const matches = query.trim() ? matchCards(cards, query, SHOWN, excluded) : [];
  const pick = (code: string) => {
    onPick(code);
    setQuery('');
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' && matches[0]) {
      // Enter takes the first match here instead of moving the dialog on.
      event.preventDefault();
      event.stopPropagation();
      pick(matches[0].code);
    } else if (event.key === 'ArrowDown' && matches[0]) {
      event.preventDefault();
      event.currentTarget.parentElement?.querySelector<HTMLButtonElement>('.card-pick-option')?.focus();
    }
  };
  const onListKey = (event: KeyboardEvent<HTMLUListElement>) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    const options = [...event.currentTarget.querySelectorAll<HTMLButtonElement>('.card-pick-option')];
    const index = options.indexOf(document.activeElement as HTMLButtonElement) + (event.key === 'ArrowDown' ? 1 : -1);
    options[Math.max(0, Math.min(options.length - 1, index))]?.focus();
  };
  return (
    <div className={styles.pick} data-testid={testId}>
      <input
        type="search"
        value={query}
        placeholder={label}
        aria-label={label}
        autoComplete="off"
        spellCheck={false}
        data-testid="card-pick-search"
        onChange={(event) => setQuery(event.target.value)}
        onKeyDown={onKeyDown}
      />
      {query.trim() && (
        <ul className={styles.list} onKeyDown={onListKey}>
          {matches.map((card) => (
            <li key={card.code}>
              <ItemButton
                className={styles.option}
                data-testid="card-pick-option"
                data-code={card.code}
                data-faction={card.faction_code}
                aria-label={t.cardPick(cardName(card))}
                onClick={() => pick(card.code)}
              >
                <span className={styles.name}>{cardName(card)}</span>
                {cardSubname(card) && <span className={styles.sub}>{cardSubname(card)}</span>}
                {card.xp ? <span className={styles.sub}>{t.levelLabel(card.xp)}</span> : null}
                <span className={styles.code}>{card.code}</span>
              </ItemButton>
            </li>
          ))}
          {matches.length === 0 && <li className={styles.empty}>{t.cardSearchNone}</li>}
        </ul>
      )}
    </div>
  );
}

interface CardChipsProps {
  codes: readonly string[];
  nameOf(code: string): string;
  testId: string;
  onRemove?(index: number): void;
}

/** Chosen cards as removable chips, one per copy. */
export function CardChips({ codes, nameOf, testId, onRemove }: CardChipsProps) {
  if (codes.length === 0) return null;
  return (
    <ul className={styles.chips} data-testid={testId}>
      {codes.map((code, index) => (
        <li key={`${code}-${index}`} data-code={code}>
          {nameOf(code)}
          {onRemove && <IconButton label={t.cardRemove(nameOf(code))} glyph="×" onClick={() => onRemove(index)} />}
        </li>
      ))}
    </ul>
  );
}
