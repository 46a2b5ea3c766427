import { useState } from 'react';
import { isWeakness } from '../../../shared/rules/card-restrictions.ts';
import { cardName } from '../../cards/card-labels.ts';
import { t } from '../../i18n/messages.ts';
import { cardNameIn, selectDeckLines } from '../../store/deck/deck-selectors.ts';
import { useAppStore } from '../../store/store-context.tsx';
import { Button } from '../../ui/button.tsx';
import { DialogFooter } from '../../ui/dialog-footer.tsx';
import { DialogIntro } from '../../ui/dialog-intro.tsx';
import { IconButton } from '../../ui/icon-button.tsx';
import { ModalDialog } from '../../ui/modal-dialog.tsx';
import { NumberField } from '../../ui/number-field.tsx';
import { SelectField } from '../../ui/select-field.tsx';
import styles from './upgrade-dialog.module.css';

/** "Deck verbessern": the XP the scenario granted and the copies exiled, one entry per copy. */
export function UpgradeDialog({ onClose }: { onClose(): void }) {
  const lines = useAppStore(selectDeckLines);
  const pool = useAppStore((state) => state.cardPool);
  const upgradeDeck = useAppStore((state) => state.upgradeDeck);
  const [xp, setXp] = useState('0');
  const [exiled, setExiled] = useState<string[]>([]);
  const [pick, setPick] = useState('');
  const [busy, setBusy] = useState(false);

  const nameOf = cardNameIn(pool);
  const copiesLeft = (code: string, count: number) => count - exiled.filter((entry) => entry === code).length;
  const candidates = lines.filter(
    (line) => !line.setAside && !isWeakness(line.card) && copiesLeft(line.code, line.count) > 0,
  );
  const valid = /^\d+$/.test(xp.trim()) && Number(xp) <= 200;

  const confirm = async () => {
    setBusy(true);
    const ok = await upgradeDeck(Number(xp), exiled);
    setBusy(false);
    if (ok) onClose();
  };
  const footer = (
    <DialogFooter
      cancel={{ label: t.cancel, onClick: onClose }}
      submit={{
        label: t.confirmUpgrade,
        testId: 'confirm-upgrade',
        disabled: !valid || busy,
        onClick: () => void confirm(),
      }}
    />
  );
  return (
    <ModalDialog title={t.upgradeDeck} testId="upgrade-dialog" onClose={onClose} footer={footer}>
      <DialogIntro>{t.upgradeIntro}</DialogIntro>
      <NumberField label={t.xpGranted} value={xp} min={0} max={200} testId="xp-granted" autoFocus onChange={setXp} />
      <fieldset className={styles.exile}>
        <legend>{t.exileTitle}</legend>
        <p className={styles.hint}>{t.exileHint}</p>
        <div className={styles.pick}>
          <SelectField
            label={t.exileTitle}
            hideLabel
            className={styles.pickField}
            testId="exile-select"
            value={pick}
            values={[
              { value: '', label: t.exileChoose },
              ...candidates.map((line) => ({ value: line.code, label: cardName(line.card) })),
            ]}
            onChange={setPick}
          />
          <Button
            data-testid="exile-add"
            disabled={!candidates.some((line) => line.code === pick)}
            onClick={() => setExiled([...exiled, pick])}
          >
            {t.exileAdd}
          </Button>
        </div>
        {exiled.length > 0 && (
          <ul className={styles.list}>
            {exiled.map((code, index) => (
              <li key={`${code}-${index}`} data-testid="exiled-card" data-code={code}>
                {nameOf(code)}
                <IconButton
                  label={t.exileRemove(nameOf(code))}
                  glyph="×"
                  onClick={() => setExiled(exiled.filter((_, i) => i !== index))}
                />
              </li>
            ))}
          </ul>
        )}
      </fieldset>
    </ModalDialog>
  );
}
