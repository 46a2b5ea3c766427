import type { ComponentType } from 'react';
import { drawCards } from '../../shared/guide/random-draws.ts';
import type { InputKind } from '../../shared/guide/types.ts';
import { t } from '../i18n/messages.ts';
import { Button } from '../ui/button.tsx';
import { FieldGroup } from '../ui/field-group.tsx';
import { MutedText } from '../ui/muted-text.tsx';
import { SelectField } from '../ui/select-field.tsx';
import { crossedBy, medicineTarget, missingForGroup } from './guide-draft.ts';
import styles from './guide-input.module.css';
import { CheckList, CountField, RadioList } from './guide-input-parts.tsx';
import {
  type InputProps,
  InvestigatorChoiceInput,
  PlayScenarioInput,
  PrologueRandomizerInput,
  SuppliesInput,
} from './guide-input-play.tsx';
import { GuideMarkupInline, GuideMarkupView } from './guide-markup-view.tsx';
import { UpgradeDecksInput } from './guide-side-story.tsx';

// The open prompt's input, one form per input kind (shared/guide/types.ts INPUT_KINDS).

const choiceOptions = ({ prompt }: InputProps) =>
  (prompt.choices ?? []).map((choice) => ({
    id: choice.id,
    text: choice.text,
    ...(choice.description ? { description: choice.description } : {}),
  }));
const label = ({ prompt }: InputProps, fallback: string) => prompt.title ?? fallback;
/**
 * A counter's label: the step's title, else the data's prompt text (shown in the label instead of
 * above it), „Anzahl“ only for a step with neither.
 */
const counterLabel = ({ prompt }: InputProps) =>
  prompt.title ?? (prompt.text ? <GuideMarkupInline markup={prompt.text} /> : t.guideCount);
/** Input kinds whose form says the prompt's text itself. */
const textInForm = ({ prompt }: InputProps) =>
  prompt.kind === 'investigator_choice' ||
  ((prompt.kind === 'counter' || prompt.kind === 'investigator_counter') && !prompt.title);
const rangeHint = ({ prompt }: InputProps) => t.guideChooseMany(prompt.min ?? 0, prompt.max);

function ChooseOne(props: InputProps) {
  return (
    <RadioList
      label={label(props, t.guideChooseOne)}
      options={choiceOptions(props)}
      value={props.draft.choice}
      onChange={(choice) => props.change({ choice })}
    />
  );
}

function Checklist(props: InputProps) {
  return (
    <CheckList
      label={`${label(props, '')} ${rangeHint(props)}`.trim()}
      options={choiceOptions(props)}
      picked={props.draft.picked}
      onChange={(picked) => props.change({ picked })}
    />
  );
}

function Counter(props: InputProps) {
  const { prompt, draft, change } = props;
  return (
    <>
      <CountField
        label={counterLabel(props)}
        value={draft.counter}
        min={prompt.min}
        max={prompt.max}
        testId="guide-counter"
        onChange={(counter) => change({ counter })}
      />
      {prompt.extra && (
        <div className={styles.counterExtra} data-testid="guide-counter-extra">
          <strong>{t.guideCounterExtra}</strong>
          <GuideMarkupView markup={prompt.extra} />
        </div>
      )}
    </>
  );
}

function InvestigatorCounter(props: InputProps) {
  const { prompt, draft, change, investigatorName } = props;
  return (
    <FieldGroup layout="wrap" legend={counterLabel(props)}>
      {(prompt.investigators ?? []).map((code) => (
        <CountField
          key={code}
          label={investigatorName(code)}
          value={draft.counts[code] ?? 0}
          min={prompt.min}
          max={prompt.max}
          onChange={(count) => change({ counts: { ...draft.counts, [code]: count } })}
        />
      ))}
    </FieldGroup>
  );
}

function ScenarioInvestigators({ prompt, draft, change, investigatorName }: InputProps) {
  return (
    <CheckList
      label={t.guideInvestigators}
      options={(prompt.candidates ?? []).map((code) => ({ id: code, text: investigatorName(code) }))}
      picked={draft.picked}
      onChange={(picked) => change({ picked })}
    />
  );
}

function CardChoice(props: InputProps) {
  const name = (code: string) => props.prompt.cardNames?.[code] ?? props.cardName(code);
  const { draft, change } = props;
  return (
    <>
      <CheckList
        label={`${label(props, '')} ${rangeHint(props)}`.trim()}
        options={(props.prompt.cards ?? []).map((code) => ({ id: code, text: name(code) }))}
        picked={draft.picked}
        onChange={(picked) => change({ picked })}
      />
      {/* The cards with their copies (Heart of the Elders: „the jungle watches (#name# x#X#)“). */}
      {props.prompt.copies &&
        draft.picked.map((code) => (
          <CountField
            key={code}
            label={t.guideCopiesOf(name(code))}
            testId={`guide-copies-${code}`}
            value={draft.counts[code] ?? 1}
            min={1}
            max={20}
            onChange={(count) => change({ counts: { ...draft.counts, [code]: count } })}
          />
        ))}
    </>
  );
}

/** A random location: the group draws at the table and ticks it, or lets the app draw. */
function RandomLocation(props: InputProps) {
  const cards = props.prompt.cards ?? [];
  return (
    <>
      <CardChoice {...props} />
      <Button
        type="button"
        data-testid="guide-draw"
        onClick={() => props.change({ picked: drawCards(cards, Math.max(1, props.prompt.max ?? 1), Math.random) })}
      >
        {t.guideDrawRandom}
      </Button>
    </>
  );
}

/**
 * Provisions as a group: per investigator how many of theirs are crossed off (one investigator's
 * may feed another), then who reads the section for each one missing.
 */
function GroupSupplies({ prompt, draft, change, investigatorName }: InputProps) {
  const investigators = prompt.investigators ?? [];
  const missing = missingForGroup(prompt, draft);
  return (
    <>
      {investigators.map((code) => (
        <CountField
          key={code}
          label={t.guideCrossedOffBy(investigatorName(code), prompt.held?.[code] ?? 0)}
          testId={`guide-crossed-${code}`}
          value={crossedBy(prompt, draft, code)}
          min={0}
          max={prompt.held?.[code] ?? 0}
          onChange={(count) => change({ counts: { ...draft.counts, [code]: count } })}
        />
      ))}
      {missing > 0 && (
        <CheckList
          label={t.guideReadersFor(missing)}
          options={investigators.map((code) => ({ id: code, text: investigatorName(code) }))}
          picked={draft.picked}
          onChange={(picked) => change({ picked })}
        />
      )}
    </>
  );
}

function UseSupplies(props: InputProps) {
  const { prompt, draft, change, investigatorName, cardName } = props;
  if (prompt.needed !== undefined) return <GroupSupplies {...props} />;
  const removes = prompt.removes;
  return (
    <>
      <CheckList
        label={t.guideUseSupplies}
        options={(prompt.investigators ?? []).map((code) => ({ id: code, text: investigatorName(code) }))}
        picked={draft.picked}
        onChange={(picked) => change({ picked })}
      />
      {/* Medicine: „choose and remove a Poisoned weakness from any investigator's deck“. */}
      {removes &&
        draft.picked.map((code) => (
          <SelectField
            key={code}
            label={t.guideRemovesFrom(investigatorName(code), cardName(removes.card))}
            testId={`guide-target-${code}`}
            value={medicineTarget(prompt, draft, code)}
            values={[...new Set([code, ...removes.holders])].map((holder) => ({
              value: holder,
              label: investigatorName(holder),
            }))}
            onChange={(holder) => change({ perInvestigator: { ...draft.perInvestigator, [code]: holder } })}
          />
        ))}
    </>
  );
}

/** The Edge of the Earth: the damage and horror on each partner in play at the end of the game. */
function PartnerTrauma({ prompt, draft, change, cardName }: InputProps) {
  const set = (code: string, kind: 'damage' | 'horror', count: number) =>
    change({ supplies: { ...draft.supplies, [code]: { ...draft.supplies[code], [kind]: count } } });
  return (
    <>
      {(prompt.cards ?? []).map((code) => (
        <FieldGroup key={code} layout="wrap" legend={cardName(code)}>
          <CountField
            label={t.guidePartnerDamage}
            testId={`guide-damage-${code}`}
            value={draft.supplies[code]?.damage ?? 0}
            min={0}
            max={20}
            onChange={(count) => set(code, 'damage', count)}
          />
          <CountField
            label={t.guidePartnerHorror}
            testId={`guide-horror-${code}`}
            value={draft.supplies[code]?.horror ?? 0}
            min={0}
            max={20}
            onChange={(count) => set(code, 'horror', count)}
          />
        </FieldGroup>
      ))}
    </>
  );
}

function TextBox({ draft, change }: InputProps) {
  return (
    <label className={styles.textBox}>
      <span>{t.guideText}</span>
      <input
        type="text"
        value={draft.text}
        maxLength={500}
        onChange={(event) => change({ text: event.target.value })}
      />
    </label>
  );
}

function Continue({ prompt }: InputProps) {
  return <MutedText>{prompt.kind === 'confirm' ? t.guideContinue : t.guideDecks}</MutedText>;
}

const FORMS: Record<InputKind, ComponentType<InputProps>> = {
  choose_one: ChooseOne,
  checklist: Checklist,
  counter: Counter,
  investigator_counter: InvestigatorCounter,
  investigator_choice: InvestigatorChoiceInput,
  scenario_investigators: ScenarioInvestigators,
  play_scenario: PlayScenarioInput,
  save_decks: Continue,
  upgrade_decks: UpgradeDecksInput,
  card_choice: CardChoice,
  text_box: TextBox,
  use_supplies: UseSupplies,
  supplies: SuppliesInput,
  prologue_randomizer: PrologueRandomizerInput,
  random_location: RandomLocation,
  partner_trauma: PartnerTrauma,
  confirm: Continue,
};

/** The prompt's own text (unless the form uses it as its legend), then its form. */
export function GuideInputForm(props: InputProps) {
  const Form = FORMS[props.prompt.kind];
  return (
    <section
      className={styles.input}
      data-testid="guide-input"
      data-kind={props.prompt.kind}
      data-key={props.prompt.key}
    >
      {props.prompt.text && !textInForm(props) && <GuideMarkupView markup={props.prompt.text} />}
      <Form {...props} />
    </section>
  );
}
