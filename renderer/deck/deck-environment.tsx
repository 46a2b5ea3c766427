import { useState } from 'react';
import { environmentTextLabel } from '../../shared/i18n/de/environment-texts.ts';
import { LIMITED_PICKS, parseEnvironment } from '../../shared/rules/deck-environment.ts';
import { t } from '../i18n/messages.ts';
import {
  selectDeckEnvironmentText,
  selectEnvironmentOfCampaign,
  selectExpansionChoices,
} from '../store/deck/environment-selectors.ts';
import { useAppStore } from '../store/store-context.tsx';
import { SelectField } from '../ui/select-field.tsx';

const NONE = '';

/** The picks of a stored Limitiert environment, three slots (empty where none). */
function picksOf(text: string | undefined): string[] {
  const parsed = text ? parseEnvironment(text) : undefined;
  const packs = parsed?.ok ? (parsed.environment.packs ?? []) : [];
  return Array.from({ length: LIMITED_PICKS }, (_, k) => packs[k] ?? NONE);
}

/**
 * Grimoire XII „Deckbau-Umgebungen“: the saved deck's environment (Keine, Aktuell, Limitiert
 * with three expansions); the deck is validated live under it. A campaign deck shows its
 * campaign's, which only the campaign sets.
 */
export function DeckEnvironmentField() {
  const opened = useAppStore((state) => state.opened);
  const text = useAppStore(selectDeckEnvironmentText);
  const ofCampaign = useAppStore(selectEnvironmentOfCampaign);
  const expansions = useAppStore(selectExpansionChoices);
  const setEnvironment = useAppStore((state) => state.setDeckEnvironment);
  const kind = text === undefined || text === 'legacy' ? NONE : (text.split(':')[0] ?? NONE);
  const [limited, setLimited] = useState(kind === 'limitiert');
  const [picks, setPicks] = useState(() => picksOf(text));
  if (!opened) return <p className="deck-environment-hint">{t.environmentSaveFirst}</p>;
  if (ofCampaign)
    return (
      <p className="deck-environment-hint" data-testid="deck-environment-campaign">
        {t.environmentOfCampaign(environmentTextLabel(text))}
      </p>
    );

  const choose = (value: string) => {
    setLimited(value === 'limitiert');
    if (value !== 'limitiert') void setEnvironment(value === NONE ? null : value);
  };
  const pick = (slot: number, value: string) => {
    const next = picks.map((code, k) => (k === slot ? value : code));
    setPicks(next);
    if (next.every((code) => code !== NONE) && new Set(next).size === LIMITED_PICKS)
      void setEnvironment(`limitiert:${next.join(',')}`);
  };
  const shown = limited ? 'limitiert' : kind;
  const chosen = picks.filter((code) => code !== NONE);
  return (
    <div className="deck-environment">
      <SelectField
        label={t.environmentLabel}
        testId="environment-select"
        value={shown}
        values={[
          { value: NONE, label: t.environmentNone },
          { value: 'aktuell', label: t.environmentAktuell },
          { value: 'limitiert', label: t.environmentLimitiert },
        ]}
        onChange={choose}
      />
      {limited &&
        picks.map((code, slot) => (
          <SelectField
            // The three slots are fixed places, never reordered.
            key={slot}
            label={t.environmentPick(slot + 1)}
            testId={`environment-pick-${slot + 1}`}
            value={code}
            values={[{ value: NONE, label: t.environmentPickChoose }, ...expansions]}
            onChange={(value) => pick(slot, value)}
          />
        ))}
      {limited && new Set(chosen).size < chosen.length && (
        <p className="deck-environment-hint">{t.environmentPicksDistinct}</p>
      )}
    </div>
  );
}
