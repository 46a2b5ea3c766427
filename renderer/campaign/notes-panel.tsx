import { type FormEvent, useState } from 'react';
import type { CampaignState } from '../../shared/campaign/campaign-state.ts';
import { t } from '../i18n/messages.ts';
import { researchableCards } from '../store/campaign/campaign-cards.ts';
import { useAppStore } from '../store/store-context.tsx';
import { BulletList } from '../ui/bullet-list.tsx';
import { Button } from '../ui/button.tsx';
import { MutedText } from '../ui/muted-text.tsx';
import { TextField } from '../ui/text-field.tsx';
import { CardPicker } from './card-picker.tsx';
import styles from './notes-panel.module.css';
import { RewardsSection } from './rewards-section.tsx';

interface NotesPanelProps {
  campaign: CampaignState;
  readOnly: boolean;
  cardNameOf(code: string): string;
}

/**
 * "Notizen & Erforscht": free notes (`note_added`), the Erforscht cards unlocked (`card_researched`)
 * and the reward cards earned (`reward_unlocked`).
 */
export function NotesPanel({ campaign, readOnly, cardNameOf }: NotesPanelProps) {
  const pool = useAppStore((state) => state.cardPool);
  const append = useAppStore((state) => state.appendToCampaign);
  const busy = useAppStore((state) => state.campaignBusy);
  const [note, setNote] = useState('');
  const addNote = async (event: FormEvent) => {
    event.preventDefault();
    if (note.trim() && (await append([{ type: 'note_added', payload: { text: note.trim() } }]))) setNote('');
  };
  const research = (card: string) => void append([{ type: 'card_researched', payload: { card } }]);
  return (
    <div className={styles.panel}>
      <section className={styles.section} data-testid="researched">
        <h3>{t.researchedTitle}</h3>
        <MutedText>{t.researchedIntro}</MutedText>
        {campaign.researched.length === 0 ? (
          <MutedText>{t.researchedEmpty}</MutedText>
        ) : (
          <BulletList>
            {campaign.researched.map((code) => (
              <li key={code} data-testid="researched-card" data-code={code}>
                {cardNameOf(code)}
              </li>
            ))}
          </BulletList>
        )}
        {!readOnly && (
          <CardPicker
            cards={researchableCards(pool)}
            label={t.researchedSearch}
            testId="research-pick"
            excluded={new Set(campaign.researched)}
            onPick={research}
          />
        )}
      </section>
      <RewardsSection campaign={campaign} readOnly={readOnly} cardNameOf={cardNameOf} />
      <section className={styles.section} data-testid="notes">
        <h3>{t.notesTitle}</h3>
        {campaign.notes.length === 0 ? (
          <MutedText>{t.notesEmpty}</MutedText>
        ) : (
          <ul className={styles.notes}>
            {campaign.notes.map((entry) => (
              <li key={entry.seq} data-testid="note">
                <MutedText as="span">{t.noteEntry(entry.seq)}</MutedText> {entry.text}
              </li>
            ))}
          </ul>
        )}
        {!readOnly && (
          <form className={styles.noteForm} onSubmit={(event) => void addNote(event)}>
            <TextField label={t.noteNew} className={styles.note}>
              <textarea
                rows={3}
                value={note}
                maxLength={5000}
                data-testid="note-input"
                onChange={(event) => setNote(event.target.value)}
              />
            </TextField>
            <Button type="submit" data-testid="note-add" disabled={!note.trim() || busy}>
              {t.noteAdd}
            </Button>
          </form>
        )}
      </section>
    </div>
  );
}
