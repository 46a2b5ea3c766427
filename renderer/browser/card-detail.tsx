import {
  cardBackText,
  cardName,
  cardSubname,
  cardText,
  factionLabel,
  packName,
  typeLabel,
} from '../cards/card-labels.ts';
import { CardText } from '../cards/card-text.tsx';
import { FactionBadge } from '../cards/faction-badge.tsx';
import { t } from '../i18n/messages.ts';
import { selectSelectedCard } from '../store/cards/browser-selectors.ts';
import { useAppStore } from '../store/store-context.tsx';
import { CardStats } from './card-stats.tsx';

/** The selected card in full: German name, class and type, printed numbers, text and pack. */
export function CardDetail() {
  const card = useAppStore(selectSelectedCard);
  const pool = useAppStore((state) => state.cardPool);
  if (!card || !pool) return <aside className="card-detail card-detail-empty">{t.detailEmpty}</aside>;

  const { labels } = pool.data;
  const subname = cardSubname(card);
  const text = cardText(card);
  const backText = cardBackText(card);
  const factions = [card.faction_code, card.faction2_code, card.faction3_code].filter((code): code is string =>
    Boolean(code),
  );

  return (
    <aside
      className="card-detail"
      data-testid="card-detail"
      data-code={card.code}
      data-faction={card.faction_code}
      aria-live="polite"
    >
      <header className="card-detail-head">
        <FactionBadge code={card.faction_code} labels={labels} />
        <div>
          <h2>
            {card.is_unique && (
              <span className="unique-mark" title={t.detailUnique}>
                ✦
              </span>
            )}
            {cardName(card)}
          </h2>
          {subname && <p className="card-detail-subname">{subname}</p>}
        </div>
      </header>
      <p className="card-detail-kind">
        <span className="card-detail-class">{factions.map((code) => factionLabel(labels, code)).join(' / ')}</span>
        {' · '}
        {typeLabel(labels, card)}
      </p>
      <CardStats card={card} />
      {text && <CardText className="card-text" markup={text} />}
      {card.de?.flavor && <CardText className="card-flavor" markup={card.de.flavor} />}
      {backText && (
        <section className="card-back">
          <h3>{t.detailBack}</h3>
          <CardText className="card-text" markup={backText} />
        </section>
      )}
      <footer className="card-detail-pack">
        {t.detailPack} <b>{packName(pool.data.packs, card.pack_code)}</b> · #{card.position}
      </footer>
    </aside>
  );
}
