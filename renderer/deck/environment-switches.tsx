import type { DeckEnvironment } from '../../shared/rules/deck-environment.ts';
import { t } from '../i18n/messages.ts';
import { ToolbarSwitch } from '../ui/toolbar-switch.tsx';

interface EnvironmentSwitchesProps {
  environment: DeckEnvironment;
  /** „Neue Kampagne“: also whether each investigator builds in their own Limitiert pool. */
  campaign: boolean;
  testId: string;
  onChange(environment: DeckEnvironment): void;
}

/**
 * The group's switches of Grimoire XII „Deckbau-Umgebungen“, those the chosen environment knows:
 * „nach Absprache in der Gruppe“ (Aktuell, Limitiert), „alle Ermittler und mit allen ihren
 * Signaturkarten“ and a campaign's own pools (Limitiert), the wording of reprints (Legacy, L2542).
 */
export function EnvironmentSwitches({ environment, campaign, testId, onChange }: EnvironmentSwitchesProps) {
  const set = (change: Partial<DeckEnvironment>) => {
    const next: DeckEnvironment = { ...environment, ...change };
    // A default is not kept: the text form leaves it out.
    for (const key of Object.keys(change) as (keyof DeckEnvironment)[]) if (change[key] === undefined) delete next[key];
    onChange(next);
  };
  if (environment.kind === 'legacy')
    return (
      <ToolbarSwitch
        label={t.environmentWordingKapitel1}
        testId={`${testId}-wording`}
        checked={environment.wording === 'kapitel1'}
        onChange={(checked) => set({ wording: checked ? 'kapitel1' : undefined })}
      />
    );
  const limited = environment.kind === 'limitiert';
  return (
    <>
      <ToolbarSwitch
        label={t.environmentAgreedCards}
        testId={`${testId}-agreed`}
        checked={environment.agreedCards !== false}
        onChange={(checked) => set({ agreedCards: checked ? undefined : false })}
      />
      {limited && (
        <ToolbarSwitch
          label={t.environmentAllInvestigators}
          testId={`${testId}-all-investigators`}
          checked={environment.allInvestigators === true}
          onChange={(checked) => set({ allInvestigators: checked || undefined })}
        />
      )}
      {limited && campaign && (
        <ToolbarSwitch
          label={t.environmentOwnPools}
          testId={`${testId}-own-pools`}
          checked={environment.ownPools === true}
          onChange={(checked) => set({ ownPools: checked || undefined })}
        />
      )}
    </>
  );
}
