import { useState } from 'react';
import { traitsOf } from '../../shared/cards/card-facets.ts';
import { hitByName, hitByTrait, OPENING_HAND_SIZE, openingHandOdds } from '../../shared/rules/opening-hand.ts';
import { cardName } from '../cards/card-labels.ts';
import { t } from '../i18n/messages.ts';
import { selectTraitNames } from '../store/cards/browser-selectors.ts';
import { selectOpeningHandPool } from '../store/deck/deck-tool-selectors.ts';
import { useAppStore } from '../store/store-context.tsx';
import { Checkbox } from '../ui/checkbox.tsx';
import { DialogFooter } from '../ui/dialog-footer.tsx';
import { DialogIntro } from '../ui/dialog-intro.tsx';
import { ModalDialog } from '../ui/modal-dialog.tsx';
import { RadioGroup } from '../ui/radio-group.tsx';
import { SelectField } from '../ui/select-field.tsx';
import styles from './draw-odds-dialog.module.css';
import { EmptyNote } from './empty-note.tsx';
import { SampleHandPanel } from './sample-hand.tsx';

type Target = 'card' | 'trait';

/** "Starthand": the exact chance that the opening hand holds a chosen card or a card with a chosen trait. */
export function DrawOddsDialog({ onClose }: { onClose(): void }) {
  const pool = useAppStore(selectOpeningHandPool);
  const traitNames = useAppStore(selectTraitNames);
  const [target, setTarget] = useState<Target>('card');
  const [mulligan, setMulligan] = useState(false);

  // Titles once (every level and printing of a card counts), German names, in German order.
  const titles = [...new Map(pool.map((line) => [line.card.name, cardName(line.card)]))].sort((a, b) =>
    a[1].localeCompare(b[1], 'de'),
  );
  const traits = traitNames.filter((entry) => pool.some((line) => traitsOf(line.card).includes(entry.trait)));
  const [card, setCard] = useState(titles[0]?.[0] ?? '');
  const [trait, setTrait] = useState(traits[0]?.trait ?? '');
  const chosen = target === 'card' ? card : trait;
  const odds = chosen
    ? openingHandOdds(pool, target === 'card' ? hitByName(card) : hitByTrait(trait), { mulligan })
    : undefined;

  const footer = <DialogFooter submit={{ label: t.close, testId: 'close-draw-odds', onClick: onClose }} />;
  return (
    <ModalDialog title={t.drawTitle} testId="draw-odds" className={styles.dialog} onClose={onClose} footer={footer}>
      <div className={styles.columns}>
        <div className={styles.odds}>
          <DialogIntro>{t.drawIntro(OPENING_HAND_SIZE)}</DialogIntro>
          <RadioGroup
            legend={t.drawTarget}
            testId="draw-target"
            options={[
              { value: 'card', label: t.drawTargetCard },
              { value: 'trait', label: t.drawTargetTrait },
            ]}
            value={target}
            onChange={(value) => setTarget(value as Target)}
          />
          {target === 'card' ? (
            <SelectField
              label={t.drawTargetCard}
              testId="draw-card"
              value={card}
              values={titles.map(([name, label]) => ({ value: name, label }))}
              autoFocus
              onChange={setCard}
            />
          ) : (
            <SelectField
              label={t.drawTargetTrait}
              testId="draw-trait"
              value={trait}
              values={traits.map((entry) => ({ value: entry.trait, label: entry.label }))}
              onChange={setTrait}
            />
          )}
          <label className={styles.option} title={t.drawMulliganHint}>
            <Checkbox
              checked={mulligan}
              data-testid="draw-mulligan"
              onChange={(event) => setMulligan(event.target.checked)}
            />
            {t.drawMulligan}
          </label>
          {odds ? (
            <div className={styles.result} role="status">
              <span className={styles.chance} data-testid="draw-chance" data-chance={odds.chance}>
                {t.percent(odds.chance)}
              </span>
              <span className={styles.muted} data-testid="draw-detail">
                {t.drawDetail(odds.hits, odds.deckSize, mulligan)}
              </span>
            </div>
          ) : (
            <EmptyNote>{t.drawEmpty}</EmptyNote>
          )}
          <p className={styles.muted}>{t.drawRule}</p>
        </div>
        <SampleHandPanel className={styles.hand} />
      </div>
    </ModalDialog>
  );
}
