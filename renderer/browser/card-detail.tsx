import { cardWordingText } from '../../shared/cards/card-wording.ts';
import { cardVersionLabel, UNTRANSLATED_CHAPTER_2 } from '../../shared/i18n/de/card-versions.ts';
import { cardBackText, cardName, cardSubname, factionLabel, typeLabel } from '../cards/card-labels.ts';
import { CardText } from '../cards/card-text.tsx';
import { FactionBadge } from '../cards/faction-badge.tsx';
import { UniqueMark } from '../cards/name-marks.tsx';
import { t } from '../i18n/messages.ts';
import { selectCardByCode, selectSelectedCard } from '../store/cards/browser-selectors.ts';
import { selectDeckWording } from '../store/deck/environment-selectors.ts';
import { useAppStore } from '../store/store-context.tsx';
import { LinkButton } from '../ui/link-button.tsx';
import styles from './card-detail.module.css';
import { CardImage } from './card-image.tsx';
import { CardStats } from './card-stats.tsx';

interface CardDetailProps {
  /** A card to show instead of the selected one (the deck editor's hover preview). */
  code?: string;
  /** Shown as a preview: not focusable, no close button. */
  preview?: boolean;
  /** Where the screen places it (the deck editor's drawer and preview). */
  className?: string;
  /** Offers "Schließen" (the deck editor shows the panel only while a card is selected). */
  onClose?(): void;
}

/**
 * The selected card in full: German name, class and type, printed numbers, text and pack. The
 * text is in the wording the open deck's environment uses (Kapitel 2 where a 2026 printing has
 * one, unless a Legacy group chose Kapitel 1; shared/cards/card-wording.ts), in English with a
 * note while the German data lacks it; the pack line names product and chapter.
 */
export function CardDetail({ code, preview = false, className, onClose }: CardDetailProps = {}) {
  const selected = useAppStore(selectSelectedCard);
  const pool = useAppStore((state) => state.cardPool);
  const previewed = useAppStore((state) => selectCardByCode(state, code));
  const wording = useAppStore(selectDeckWording);
  const card = code ? previewed : selected;
  if (!card || !pool) return <aside className={`${styles.panel} ${styles.empty}`}>{t.detailEmpty}</aside>;

  const { labels } = pool.data;
  const subname = cardSubname(card);
  const worded = cardWordingText(pool, card, wording);
  const text = worded.text;
  const backText = cardBackText(card);
  const factions = [card.faction_code, card.faction2_code, card.faction3_code].filter((code): code is string =>
    Boolean(code),
  );

  return (
    <aside
      className={className ? `${styles.panel} ${className}` : styles.panel}
      data-testid={preview ? 'card-preview' : 'card-detail'}
      data-code={card.code}
      data-faction={card.faction_code}
      aria-live={preview ? undefined : 'polite'}
      aria-label={preview ? t.previewLabel : t.detailLabel}
      // Long card texts scroll: the keyboard must reach the panel to scroll it (WCAG 2.1.1).
      tabIndex={preview ? undefined : 0}
    >
      <header className={styles.head}>
        <FactionBadge code={card.faction_code} labels={labels} large />
        <div className={styles.title}>
          <h2>
            {card.is_unique && <UniqueMark />}
            {cardName(card)}
          </h2>
          {subname && <p className={styles.subname}>{subname}</p>}
        </div>
        {/* In the head's row, beside the title: it never covers a long name. */}
        {onClose && (
          <LinkButton className={styles.close} data-testid="card-detail-close" onClick={onClose}>
            {t.close}
          </LinkButton>
        )}
      </header>
      <p className={styles.kind}>
        <span className={styles.class}>{factions.map((code) => factionLabel(labels, code)).join(' / ')}</span>
        {' · '}
        {typeLabel(labels, card)}
      </p>
      <CardImage card={card} />
      <CardStats card={card} />
      {text && <CardText slip markup={text} />}
      {!worded.german && worded.chapter >= 2 && (
        <p className={styles.note} data-testid="card-untranslated">
          {UNTRANSLATED_CHAPTER_2}
        </p>
      )}
      {card.de?.flavor && <CardText className={styles.flavor} markup={card.de.flavor} />}
      {backText && (
        <section className={styles.back}>
          <h3>{t.detailBack}</h3>
          <CardText slip markup={backText} />
        </section>
      )}
      <footer className={styles.pack}>
        {t.detailPack} <b data-testid="card-version">{cardVersionLabel(pool, card)}</b> · #{card.position}
      </footer>
    </aside>
  );
}
