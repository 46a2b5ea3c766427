import { useState } from 'react';
import {
  type DeckEnvironment,
  formatEnvironment,
  LIMITED_PICKS,
  parseEnvironment,
} from '../../shared/rules/deck-environment.ts';
import { t } from '../i18n/messages.ts';
import { selectExpansionChoices } from '../store/deck/environment-selectors.ts';
import { useAppStore } from '../store/store-context.tsx';
import { SelectField } from '../ui/select-field.tsx';
import styles from './deck-environment.module.css';
import { EnvironmentSwitches } from './environment-switches.tsx';

const NONE = '';

/** The environment in force, Legacy for none; Limitiert's picks as three slots (empty where none). */
function initial(text: string | undefined): { environment: DeckEnvironment; picks: string[] } {
  const parsed = text ? parseEnvironment(text) : undefined;
  const environment = parsed?.ok ? parsed.environment : { kind: 'legacy' as const };
  const packs = environment.packs ?? [];
  return { environment, picks: Array.from({ length: LIMITED_PICKS }, (_, k) => packs[k] ?? NONE) };
}

/** The text form to report, or undefined while Limitiert lacks three different picks; null: none. */
function reported(environment: DeckEnvironment, picks: readonly string[]): string | null | undefined {
  if (environment.kind === 'legacy') return environment.wording === 'kapitel1' ? formatEnvironment(environment) : null;
  if (environment.kind === 'aktuell' || environment.ownPools) return formatEnvironment({ ...environment, packs: [] });
  const complete = picks.every((entry) => entry !== NONE) && new Set(picks).size === LIMITED_PICKS;
  return complete ? formatEnvironment({ ...environment, packs: picks }) : undefined;
}

interface EnvironmentPickerProps {
  /** The environment in force (text form); undefined: none. */
  value: string | undefined;
  /** A complete choice: the text form, or null for none. Limitiert reports only three different picks. */
  onChange(environment: string | null): void;
  testId: string;
  /** „Neue Kampagne“: also offers Limitiert with each investigator's own pool. */
  campaign?: boolean;
}

/**
 * Grimoire XII „Deckbau-Umgebungen“: Keine (Legacy), Aktuell, or Limitiert with „3 verschiedene
 * Spielerkarten-Erweiterungen eurer Wahl“, and the group's switches. Used by the deck editor and
 * „Neue Kampagne“.
 */
export function EnvironmentPicker({ value, onChange, testId, campaign = false }: EnvironmentPickerProps) {
  const expansions = useAppStore(selectExpansionChoices);
  const [start] = useState(() => initial(value));
  const [environment, setEnvironment] = useState(start.environment);
  const [picks, setPicks] = useState(start.picks);
  const update = (next: DeckEnvironment, nextPicks = picks) => {
    setEnvironment(next);
    setPicks(nextPicks);
    const text = reported(next, nextPicks);
    if (text !== undefined) onChange(text);
  };
  const choose = (kind: string) => {
    const { agreedCards } = environment;
    if (kind === NONE) update({ kind: 'legacy' });
    else update({ kind: kind as DeckEnvironment['kind'], ...(agreedCards === false ? { agreedCards } : {}) });
  };
  const pick = (slot: number, code: string) =>
    update(
      environment,
      picks.map((old, k) => (k === slot ? code : old)),
    );
  const limited = environment.kind === 'limitiert';
  const chosen = picks.filter((code) => code !== NONE);
  return (
    <div className={styles.environment}>
      <SelectField
        label={t.environmentLabel}
        testId={testId}
        value={environment.kind === 'legacy' ? NONE : environment.kind}
        values={[
          { value: NONE, label: t.environmentNone },
          { value: 'aktuell', label: t.environmentAktuell },
          { value: 'limitiert', label: t.environmentLimitiert },
        ]}
        onChange={choose}
      />
      {limited &&
        !environment.ownPools &&
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
      {limited && !environment.ownPools && new Set(chosen).size < chosen.length && (
        <p className={styles.hint}>{t.environmentPicksDistinct}</p>
      )}
      <EnvironmentSwitches environment={environment} campaign={campaign} testId={testId} onChange={update} />
    </div>
  );
}
