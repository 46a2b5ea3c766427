import { useState } from 'react';
import { traitsOf } from '../../shared/cards/card-facets.ts';
import { hitByName, hitByTrait, OPENING_HAND_SIZE, openingHandOdds } from '../../shared/rules/opening-hand.ts';
import { cardName } from '../cards/card-labels.ts';
import { t } from '../i18n/messages.ts';
import { selectTraitNames } from '../store/cards/browser-selectors.ts';
import { selectOpeningHandPool } from '../store/deck/deck-tool-selectors.ts';
import { useAppStore } from '../store/store-context.tsx';
import { ModalDialog } from '../ui/modal-dialog.tsx';
import { SampleHandPanel } from './sample-hand.tsx';
import '../styles/deck-tools.css';
import { Checkbox } from '../ui/checkbox.tsx';
import { DialogFooter } from '../ui/dialog-footer.tsx';

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
    <ModalDialog title={t.drawTitle} testId="draw-odds" className="draw-dialog" onClose={onClose} footer={footer}>
      <div className="draw-columns">
        <div className="draw-odds-part">
          <p className="dialog-intro">{t.drawIntro(OPENING_HAND_SIZE)}</p>
          <fieldset className="draw-target">
            <legend>{t.drawTarget}</legend>
            {(['card', 'trait'] as const).map((kind) => (
              <label key={kind} className="draw-option">
                <input
                  type="radio"
                  name="draw-target"
                  value={kind}
                  checked={target === kind}
                  data-testid={`draw-target-${kind}`}
                  onChange={() => setTarget(kind)}
                />
                {kind === 'card' ? t.drawTargetCard : t.drawTargetTrait}
              </label>
            ))}
            {target === 'card' ? (
              <select
                className="deck-tool-select"
                value={card}
                aria-label={t.drawTargetCard}
                data-testid="draw-card"
                autoFocus
                onChange={(event) => setCard(event.target.value)}
              >
                {titles.map(([name, label]) => (
                  <option key={name} value={name}>
                    {label}
                  </option>
                ))}
              </select>
            ) : (
              <select
                className="deck-tool-select"
                value={trait}
                aria-label={t.drawTargetTrait}
                data-testid="draw-trait"
                onChange={(event) => setTrait(event.target.value)}
              >
                {traits.map((entry) => (
                  <option key={entry.trait} value={entry.trait}>
                    {entry.label}
                  </option>
                ))}
              </select>
            )}
          </fieldset>
          <label className="draw-option" title={t.drawMulliganHint}>
            <Checkbox
              checked={mulligan}
              data-testid="draw-mulligan"
              onChange={(event) => setMulligan(event.target.checked)}
            />
            {t.drawMulligan}
          </label>
          {odds ? (
            <div className="draw-result" role="status">
              <span className="draw-chance" data-testid="draw-chance" data-chance={odds.chance}>
                {t.percent(odds.chance)}
              </span>
              <span className="draw-detail" data-testid="draw-detail">
                {t.drawDetail(odds.hits, odds.deckSize, mulligan)}
              </span>
            </div>
          ) : (
            <p className="deck-empty">{t.drawEmpty}</p>
          )}
          <p className="draw-rule">{t.drawRule}</p>
        </div>
        <SampleHandPanel />
      </div>
    </ModalDialog>
  );
}
