import { useState } from 'react';
import { LIMITED_PICKS, parseEnvironment } from '../../shared/rules/deck-environment.ts';
import { t } from '../i18n/messages.ts';
import { selectExpansionChoices } from '../store/deck/environment-selectors.ts';
import { useAppStore } from '../store/store-context.tsx';
import { SelectField } from '../ui/select-field.tsx';

const NONE = '';

/** The picks of a Limitiert environment, three slots (empty where none). */
function picksOf(text: string | undefined): string[] {
  const parsed = text ? parseEnvironment(text) : undefined;
  const packs = parsed?.ok ? (parsed.environment.packs ?? []) : [];
  return Array.from({ length: LIMITED_PICKS }, (_, k) => packs[k] ?? NONE);
}

interface EnvironmentPickerProps {
  /** The environment in force (text form); undefined: none. */
  value: string | undefined;
  /** A complete choice: the text form, or null for none. Limitiert reports only three different picks. */
  onChange(environment: string | null): void;
  testId: string;
}

/**
 * Grimoire XII „Deckbau-Umgebungen“: Keine (Legacy), Aktuell, or Limitiert with „3 verschiedene
 * Spielerkarten-Erweiterungen eurer Wahl“. Used by the deck editor and „Neue Kampagne“.
 */
export function EnvironmentPicker({ value, onChange, testId }: EnvironmentPickerProps) {
  const expansions = useAppStore(selectExpansionChoices);
  const kind = value === undefined || value === 'legacy' ? NONE : (value.split(':')[0] ?? NONE);
  const [limited, setLimited] = useState(kind === 'limitiert');
  const [picks, setPicks] = useState(() => picksOf(value));
  const choose = (next: string) => {
    setLimited(next === 'limitiert');
    if (next !== 'limitiert') onChange(next === NONE ? null : next);
  };
  const pick = (slot: number, code: string) => {
    const next = picks.map((old, k) => (k === slot ? code : old));
    setPicks(next);
    if (next.every((entry) => entry !== NONE) && new Set(next).size === LIMITED_PICKS)
      onChange(`limitiert:${next.join(',')}`);
  };
  const chosen = picks.filter((code) => code !== NONE);
  return (
    <div className="deck-environment">
      <SelectField
        label={t.environmentLabel}
        testId={testId}
        value={limited ? 'limitiert' : kind}
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
            testId={`${testId}-pick-${slot + 1}`}
            value={code}
            values={[{ value: NONE, label: t.environmentPickChoose }, ...expansions]}
            onChange={(next) => pick(slot, next)}
          />
        ))}
      {limited && new Set(chosen).size < chosen.length && (
        <p className="deck-environment-hint">{t.environmentPicksDistinct}</p>
      )}
    </div>
  );
}
