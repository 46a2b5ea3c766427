import type { Card } from '../../shared/cards/card-types.ts';
import { cardName } from '../cards/card-labels.ts';
import { AddCardButton } from '../deck/add-card-button.tsx';
import { t } from '../i18n/messages.ts';
import { useAppStore } from '../store/store-context.tsx';
import { IconButton } from '../ui/icon-button.tsx';
import styles from './row-deck-controls.module.css';

/** The deck editor's − count + at the end of a card row; clicks do not select the row. */
export function RowDeckControls({ card, count }: { card: Card; count: number }) {
  const removeCard = useAppStore((state) => state.removeCard);
  const name = cardName(card);
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: only keeps clicks on the buttons from selecting the row; not an interaction of its own
    // biome-ignore lint/a11y/useKeyWithClickEvents: see above; the buttons inside take the keyboard
    <span className={styles.controls} onClick={(event) => event.stopPropagation()}>
      <IconButton
        label={t.removeCard(name)}
        glyph="−"
        data-testid="remove-card"
        disabled={count === 0}
        onClick={() => removeCard(card.code)}
      />
      <span
        className={styles.count}
        data-testid="row-deck-count"
        title={t.inDeck(count)}
        data-empty={count === 0 || undefined}
      >
        {count}
      </span>
      <AddCardButton code={card.code} name={name} />
    </span>
  );
}
