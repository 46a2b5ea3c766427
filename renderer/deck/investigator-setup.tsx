import { useState } from 'react';
import type { Card, GermanLabels } from '../../shared/cards/card-types.ts';
import detail from '../browser/card-detail.module.css';
import { cardBackText, cardName, cardSubname, factionLabel } from '../cards/card-labels.ts';
import { CardText } from '../cards/card-text.tsx';
import { FactionBadge } from '../cards/faction-badge.tsx';
import { t } from '../i18n/messages.ts';
import { useAppStore } from '../store/store-context.tsx';
import { Button } from '../ui/button.tsx';
import { SelectField } from '../ui/select-field.tsx';
import { choiceFields, defaultChoices } from './investigator-choices.ts';
import styles from './investigator-setup.module.css';
import { InvestigatorStats } from './investigator-stats.tsx';

type Side = 'original' | 'parallel';

interface InvestigatorSetupProps {
  card: Card;
  parallel: Card | undefined;
  labels: GermanLabels | undefined;
}

/** The picked investigator: stats, German deckbuilding text, parallel sides, choices, start. */
export function InvestigatorSetup({ card, parallel, labels }: InvestigatorSetupProps) {
  const startDeck = useAppStore((state) => state.startDeck);
  const [front, setFront] = useState<Side>('original');
  const [back, setBack] = useState<Side>('original');
  const [choices, setChoices] = useState<Record<string, string>>({});
  const frontCard = front === 'parallel' && parallel ? parallel : card;
  const backCard = back === 'parallel' && parallel ? parallel : card;
  const fields = choiceFields(backCard, labels);
  const defaults = defaultChoices(fields);
  const backText = cardBackText(backCard);
  const sides = [
    { value: 'original', label: t.sideOriginal },
    { value: 'parallel', label: t.sideParallel },
  ];

  const start = () => {
    const meta: Record<string, string> = { ...defaults };
    for (const field of fields)
      if (choices[field.key] && field.values.some((v) => v.value === choices[field.key]))
        meta[field.key] = choices[field.key]!;
    if (parallel && front === 'parallel') meta.alternate_front = parallel.code;
    if (parallel && back === 'parallel') meta.alternate_back = parallel.code;
    startDeck(card.code, meta);
  };

  return (
    <aside
      className={detail.panel}
      data-faction={frontCard.faction_code}
      data-testid="investigator-setup"
      data-code={card.code}
    >
      <header className={detail.head}>
        <FactionBadge code={frontCard.faction_code} labels={labels} />
        <div>
          <h2>{cardName(frontCard)}</h2>
          <p className={detail.subname}>{cardSubname(frontCard)}</p>
        </div>
      </header>
      <p className={detail.kind}>
        <span className={detail.class}>{factionLabel(labels, frontCard.faction_code)}</span>
      </p>
      <InvestigatorStats card={frontCard} />
      {parallel && (
        <div className={styles.fields}>
          <SelectField
            label={t.sideFront}
            testId="alternate-front"
            value={front}
            values={sides}
            onChange={(value) => setFront(value as Side)}
          />
          <SelectField
            label={t.sideBack}
            testId="alternate-back"
            value={back}
            values={sides}
            onChange={(value) => setBack(value as Side)}
          />
        </div>
      )}
      {fields.length > 0 && (
        <div className={styles.fields}>
          {fields.map((field) => (
            <SelectField
              key={field.key}
              label={field.label}
              testId={`choice-${field.key}`}
              value={choices[field.key] ?? defaults[field.key] ?? ''}
              values={field.values}
              onChange={(value) => setChoices({ ...choices, [field.key]: value })}
            />
          ))}
        </div>
      )}
      <Button variant="primary" className={styles.start} data-testid="start-deck" onClick={start}>
        {t.startDeck}
      </Button>
      {backText && (
        <section className={detail.back}>
          <h3>{t.investigatorDeckbuilding}</h3>
          <CardText slip markup={backText} />
        </section>
      )}
    </aside>
  );
}
