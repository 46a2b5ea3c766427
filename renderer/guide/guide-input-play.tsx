import { drawDistinct } from '../../shared/guide/random-draws.ts';
import type { GermanPrompt } from '../../shared/guide/text/german-prompt.ts';
import { guidePlainText as plainText } from '../../shared/guide/text/guide-plain-text.ts';
import type { InvestigatorResult } from '../../shared/guide/types.ts';
import { t } from '../i18n/messages.ts';
import { Button } from '../ui/button.tsx';
import { FieldGroup } from '../ui/field-group.tsx';
import { SelectField } from '../ui/select-field.tsx';
import type { GuideDraft } from './guide-draft.ts';
import { spentPoints } from './guide-draft.ts';
import styles from './guide-input.module.css';
import { CountField, RadioList } from './guide-input-parts.tsx';
import { GuideMarkupView } from './guide-markup-view.tsx';

// The inputs about each investigator: after the game (resolution, lead investigator, how each
// left the scenario — Grimoire „Besiegt“, „Aufgeben“), per-investigator choices with a drawn
// weakness, and supplies bought with points.

export interface InputProps {
  prompt: GermanPrompt;
  draft: GuideDraft;
  change(patch: Partial<GuideDraft>): void;
  investigatorName(code: string): string;
  cardName(code: string): string;
  /** Basic weaknesses a player may have drawn (card pool), for a weakness draw. */
  weaknessOptions: readonly { code: string; name: string }[];
}

export function PlayScenarioInput({ prompt, draft, change, investigatorName }: InputProps) {
  const allowed = prompt.resolutions?.find((entry) => entry.id === draft.resolution)?.statuses;
  // What the guide reads during play (an interlude, random locations) comes before any resolution:
  // chosen, the scenario goes on and nobody's result is asked yet.
  const branches = prompt.choices ?? [];
  const during = branches.some((branch) => branch.id === draft.resolution);
  const investigators = during ? [] : (prompt.investigators ?? []);
  return (
    <div className={styles.play} data-testid="guide-play-scenario">
      {branches.length > 0 && (
        <RadioList
          label={t.guideDuringPlay}
          testId="guide-during-play"
          options={branches}
          value={during ? draft.resolution : undefined}
          onChange={(resolution) => change({ resolution })}
        />
      )}
      <RadioList
        label={t.guideResolutionChoose}
        options={(prompt.resolutions ?? []).map((entry) => ({ id: entry.id, text: entry.title }))}
        value={during ? undefined : draft.resolution}
        onChange={(resolution) => change({ resolution })}
      />
      {investigators.length > 0 && (
        // Exactly one investigator leads: a radio group, every name in sight.
        <RadioList
          label={t.guideLead}
          testId="guide-lead"
          options={investigators.map((code) => ({ id: code, text: investigatorName(code) }))}
          value={draft.lead}
          onChange={(lead) => change({ lead })}
        />
      )}
      {investigators.length > 0 && (
        <FieldGroup layout="wrap" legend={t.guideStatus}>
          {investigators.map((code) => (
            <SelectField
              key={code}
              label={investigatorName(code)}
              className={styles.select}
              value={draft.statuses[code] ?? 'alive'}
              values={(allowed ?? ['alive', 'resigned', 'physical', 'mental']).map((status) => ({
                value: status,
                label: t.guideStatusLabels[status] ?? status,
              }))}
              testId={`guide-status-${code}`}
              onChange={(status) => change({ statuses: { ...draft.statuses, [code]: status as InvestigatorResult } })}
            />
          ))}
        </FieldGroup>
      )}
    </div>
  );
}

/** „Choose one investigator“ (exactly one, one thing to choose): asked as a radio group of the investigators. */
const oneInvestigator = (prompt: GermanPrompt) =>
  prompt.min === 1 && prompt.max === 1 && prompt.choices?.length === 1 && !prompt.needsWeakness;

export function InvestigatorChoiceInput(props: InputProps) {
  const { prompt, draft, change, investigatorName, weaknessOptions } = props;
  const only = prompt.choices?.[0];
  if (oneInvestigator(prompt) && only)
    return (
      <RadioList
        label={prompt.text ? <GuideMarkupView markup={prompt.text} /> : t.guideChooseOne}
        testId="guide-investigator-choice"
        options={(prompt.investigators ?? []).map((code) => ({ id: code, text: investigatorName(code) }))}
        value={Object.keys(draft.perInvestigator).find((code) => draft.perInvestigator[code] === only.id)}
        onChange={(code) => change({ perInvestigator: { [code]: only.id } })}
      />
    );
  return (
    <FieldGroup
      layout="wrap"
      data-testid="guide-investigator-choice"
      legend={prompt.text ? <GuideMarkupView markup={prompt.text} /> : t.guideChooseOne}
    >
      {(prompt.investigators ?? []).map((code) => (
        <div key={code} className={styles.investigatorRow} data-testid="guide-investigator-row">
          <SelectField
            label={investigatorName(code)}
            className={styles.select}
            value={draft.perInvestigator[code] ?? ''}
            values={[
              { value: '', label: t.guideNoChoice },
              ...(prompt.choices ?? []).map((choice) => ({ value: choice.id, label: plainText(choice.text) })),
            ]}
            testId={`guide-choice-${code}`}
            onChange={(choice) => change({ perInvestigator: { ...draft.perInvestigator, [code]: choice } })}
          />
          {prompt.needsWeakness && draft.perInvestigator[code] && (
            <SelectField
              label={t.guideWeakness}
              className={styles.select}
              value={draft.weaknesses[code] ?? ''}
              values={[
                { value: '', label: t.guideWeaknessPick },
                ...weaknessOptions.map((card) => ({ value: card.code, label: card.name })),
              ]}
              testId={`guide-weakness-${code}`}
              onChange={(weakness) => change({ weaknesses: { ...draft.weaknesses, [code]: weakness } })}
            />
          )}
        </div>
      ))}
    </FieldGroup>
  );
}

export function SuppliesInput({ prompt, draft, change, investigatorName }: InputProps) {
  const set = (code: string, supply: string, count: number) =>
    change({ supplies: { ...draft.supplies, [code]: { ...draft.supplies[code], [supply]: Math.max(0, count) } } });
  return (
    <div className={styles.supplies} data-testid="guide-supplies">
      {(prompt.investigators ?? []).map((code) => {
        const spent = spentPoints(prompt, draft, code);
        const points = prompt.points?.[code] ?? 0;
        // Over budget: said at the investigator's own name, where the group is looking.
        const over = spent > points;
        return (
          <FieldGroup
            key={code}
            layout="wrap"
            data-over={over || undefined}
            data-testid={`guide-supplies-${code}`}
            legend={
              <>
                {investigatorName(code)} – {t.guidePoints(spent, points)}
                {over && (
                  <strong className={styles.overBudget} role="alert" data-testid="guide-over-budget">
                    {' '}
                    {t.guideOverBudget(spent - points)}
                  </strong>
                )}
              </>
            }
          >
            {(prompt.supplies ?? []).map((supply) => (
              <CountField
                key={supply.id}
                label={`${plainText(supply.name)} (${supply.cost})`}
                value={draft.supplies[code]?.[supply.id] ?? 0}
                min={0}
                max={supply.multiple ? undefined : 1}
                onChange={(count) => set(code, supply.id, count)}
              />
            ))}
          </FieldGroup>
        );
      })}
    </div>
  );
}

/** The Circle Undone's prologue: each story investigator draws a different tarot card (at random, or as drawn at the table). */
export function PrologueRandomizerInput({ prompt, draft, change, cardName }: InputProps) {
  const ids = prompt.investigators ?? [];
  const options = prompt.choices ?? [];
  return (
    <FieldGroup
      layout="wrap"
      data-testid="guide-prologue-randomizer"
      legend={prompt.title ? <GuideMarkupView markup={prompt.title} /> : t.guideDraw}
    >
      {ids.map((id) => (
        <SelectField
          key={id}
          label={prompt.cardNames?.[id] ?? cardName(id)}
          className={styles.select}
          value={draft.perInvestigator[id] ?? ''}
          values={[
            { value: '', label: t.guideNoChoice },
            ...options.map((option) => ({ value: option.id, label: plainText(option.text) })),
          ]}
          testId={`guide-draw-${id}`}
          onChange={(drawn) => change({ perInvestigator: { ...draft.perInvestigator, [id]: drawn } })}
        />
      ))}
      <Button
        type="button"
        data-testid="guide-draw"
        onClick={() =>
          change({
            perInvestigator: drawDistinct(
              ids,
              options.map((option) => option.id),
              Math.random,
            ),
          })
        }
      >
        {t.guideDrawRandom}
      </Button>
    </FieldGroup>
  );
}
