import { useRef, useState } from 'react';
import { drawOpeningHand, type SampleHand, takeMulligan } from '../../shared/rules/sample-hand.ts';
import { seededRandom } from '../../shared/rules/seeded-random.ts';
import { cardName } from '../cards/card-labels.ts';
import { t } from '../i18n/messages.ts';
import { selectSampleHandDeck } from '../store/deck/deck-tool-selectors.ts';
import { useAppStore } from '../store/store-context.tsx';
import { Button } from '../ui/button.tsx';
import { ItemButton } from '../ui/item-button.tsx';
import { EmptyNote } from './empty-note.tsx';
import styles from './sample-hand.module.css';

/** "Beispielhand": a drawn opening hand (shared/rules/sample-hand.ts) and the one mulligan. */
export function SampleHandPanel({ className }: { className?: string }) {
  const cards = useAppStore(selectSampleHandDeck);
  const random = useRef(seededRandom(Date.now()));
  const [hand, setHand] = useState<SampleHand>();
  const [marked, setMarked] = useState<ReadonlySet<number>>(new Set());
  const draw = () => {
    random.current = seededRandom(Date.now());
    setHand(drawOpeningHand(cards, random.current));
    setMarked(new Set());
  };
  const toggle = (id: number) => {
    const next = new Set(marked);
    if (!next.delete(id)) next.add(id);
    setMarked(next);
  };
  if (cards.length === 0) return <EmptyNote>{t.sampleHandEmpty}</EmptyNote>;
  return (
    <section
      className={className ? `${styles.hand} ${className}` : styles.hand}
      aria-label={t.sampleHandTitle}
      data-testid="sample-hand"
    >
      <h3>{t.sampleHandTitle}</h3>
      <p className={styles.muted}>{t.sampleHandIntro}</p>
      <div className={styles.actions}>
        <Button data-testid="sample-hand-draw" onClick={draw}>
          {hand ? t.sampleHandRedraw : t.sampleHandDraw}
        </Button>
        {hand && (
          <Button
            data-testid="sample-hand-mulligan"
            disabled={hand.mulliganTaken || marked.size === 0}
            onClick={() => {
              setHand(takeMulligan(hand, marked, random.current));
              setMarked(new Set());
            }}
          >
            {t.sampleHandMulligan(marked.size)}
          </Button>
        )}
      </div>
      {hand && (
        <>
          <ul className={styles.cards} data-testid="sample-hand-cards">
            {hand.hand.map((drawn) => (
              <li key={drawn.id}>
                <ItemButton
                  className={styles.card}
                  data-code={drawn.code}
                  data-faction={drawn.card.faction_code}
                  aria-pressed={marked.has(drawn.id)}
                  disabled={hand.mulliganTaken}
                  onClick={() => toggle(drawn.id)}
                >
                  <span className="sample-hand-name">{cardName(drawn.card)}</span>
                  {drawn.card.xp ? <span className={styles.level}>({drawn.card.xp})</span> : null}
                  {marked.has(drawn.id) && <span className={styles.mark}>{t.sampleHandMarked}</span>}
                </ItemButton>
              </li>
            ))}
          </ul>
          <p className={styles.muted} role="status" data-testid="sample-hand-status">
            {hand.setAside.length > 0 && t.sampleHandSetAside(hand.setAside.map((d) => cardName(d.card)).join(', '))}
            {hand.mulliganTaken && t.sampleHandMulliganDone} {t.sampleHandRest(hand.deck.length + hand.setAside.length)}
          </p>
        </>
      )}
    </section>
  );
}
