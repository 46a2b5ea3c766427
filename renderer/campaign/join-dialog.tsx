import { type FormEvent, useEffect, useId, useMemo, useState } from 'react';
import { cardName } from '../cards/card-labels.ts';
import { t } from '../i18n/messages.ts';
import { selectCampaignState, selectReplaceable } from '../store/campaign/campaign-selectors.ts';
import { useAppStore } from '../store/store-context.tsx';
import { DialogFooter } from '../ui/dialog-footer.tsx';
import { ModalDialog } from '../ui/modal-dialog.tsx';
import { SelectField } from '../ui/select-field.tsx';
import { TextField } from '../ui/text-field.tsx';
import { CampaignErrorMessage } from './campaign-error.tsx';
import form from './campaign-form.module.css';
import { InvestigatorChoice } from './investigator-choice.tsx';
import styles from './join-dialog.module.css';

/** "Ermittler hinzufügen": a player, an investigator, optionally a saved deck and whom they replace. */
export function JoinDialog({ onClose }: { onClose(): void }) {
  const campaign = useAppStore(selectCampaignState);
  const replaceable = useAppStore(selectReplaceable);
  const pool = useAppStore((state) => state.cardPool);
  const savedDecks = useAppStore((state) => state.savedDecks);
  const loadSavedDecks = useAppStore((state) => state.loadSavedDecks);
  const joinCampaign = useAppStore((state) => state.joinCampaign);
  const busy = useAppStore((state) => state.campaignBusy);
  const formId = useId();
  const [player, setPlayer] = useState('');
  const [code, setCode] = useState<string>();
  const [deckId, setDeckId] = useState('');
  const [replaces, setReplaces] = useState('');
  useEffect(() => void loadSavedDecks(), [loadSavedDecks]);

  // A departed investigator may come back; the others are playing already or are out for good.
  const excluded = useMemo(
    () => new Set(campaign?.investigators.filter((entry) => entry.status !== 'left').map((entry) => entry.code)),
    [campaign],
  );
  const decks = savedDecks.filter((deck) => deck.investigatorCode === code);
  const card = code ? pool?.card(code) : undefined;

  const pick = (next: string) => {
    setCode(next);
    setDeckId('');
  };
  const chooseReplaced = (value: string) => {
    setReplaces(value);
    const replaced = replaceable.find((entry) => entry.code === value);
    if (replaced && !player.trim()) setPlayer(replaced.player);
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!code || !player.trim()) return;
    const joined = await joinCampaign({
      player: player.trim(),
      investigatorCode: code,
      ...(deckId ? { deckId: Number(deckId) } : {}),
      ...(replaces ? { replaces } : {}),
    });
    if (joined) onClose();
  };

  const footer = (
    <DialogFooter
      cancel={{ label: t.cancel, onClick: onClose }}
      submit={{ label: t.join, testId: 'confirm-join', disabled: !code || !player.trim() || busy, form: formId }}
    />
  );
  return (
    <ModalDialog title={t.joinTitle} testId="join-dialog" wide onClose={onClose} footer={footer}>
      <form id={formId} className={`${form.form} ${styles.form}`} onSubmit={(event) => void submit(event)}>
        <div className={styles.fields}>
          <TextField label={t.playerName}>
            <input
              type="text"
              value={player}
              data-testid="join-player"
              placeholder={t.playerNamePlaceholder}
              maxLength={100}
              autoFocus
              onChange={(event) => setPlayer(event.target.value)}
            />
          </TextField>
          {replaceable.length > 0 && (
            <SelectField
              label={t.joinReplaces}
              testId="join-replaces"
              value={replaces}
              values={[
                { value: '', label: t.joinReplacesNone },
                ...replaceable.map((entry) => ({
                  value: entry.code,
                  label: t.joinReplacesName(entry.name, t.statusLabels[entry.status]!),
                })),
              ]}
              onChange={chooseReplaced}
            />
          )}
          <p className={styles.picked} data-testid="join-picked" data-empty={card ? undefined : true}>
            {card ? t.joinPicked(cardName(card)) : t.joinPickHint}
          </p>
          <SelectField
            label={t.joinDeck}
            testId="join-deck"
            value={deckId}
            values={[
              { value: '', label: t.joinNoDeck },
              ...decks.map((deck) => ({ value: String(deck.id), label: deck.name })),
            ]}
            onChange={setDeckId}
          />
        </div>
        <InvestigatorChoice picked={code} excluded={excluded} onPick={pick} />
      </form>
      <CampaignErrorMessage />
    </ModalDialog>
  );
}
