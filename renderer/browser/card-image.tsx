import { useEffect } from 'react';
import type { Card } from '../../shared/cards/card-types.ts';
import { cardName } from '../cards/card-labels.ts';
import { t } from '../i18n/messages.ts';
import { useAppStore } from '../store/store-context.tsx';
import styles from './card-image.module.css';

/** The card's image in the detail panel when the player turned images on; nothing otherwise (the text is always there). */
export function CardImage({ card }: { card: Card }) {
  const enabled = useAppStore((state) => state.cardImageSettings?.enabled);
  const known = useAppStore((state) => state.cardImageSettings !== undefined);
  const answer = useAppStore((state) => state.cardImages[card.code]);
  const load = useAppStore((state) => state.loadCardImageSettings);
  const request = useAppStore((state) => state.requestCardImage);
  useEffect(() => {
    if (!known) void load();
  }, [known, load]);
  useEffect(() => {
    if (enabled) void request(card.code);
  }, [enabled, card.code, request]);
  if (!enabled) return null;
  if (!answer) return <p className={styles.note}>{t.imageLoading}</p>;
  if (!answer.dataUrl) return <p className={styles.note}>{t.imageFailed}</p>;
  return (
    <img className={styles.image} src={answer.dataUrl} alt={t.imageAlt(cardName(card))} data-testid="card-image" />
  );
}
