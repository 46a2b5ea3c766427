import { deTekeliLi } from '../../i18n/de/tekeli-li.ts';
import type { GuideDisplayStep, GuideText, InvestigatorResult, Prompt } from '../types.ts';
import { isPlaceholderText } from './guide-text-fields.ts';
import type { GuideTranslator } from './guide-translator.ts';

// The open prompt as the screen and the command line show it: every GuideText replaced by its
// German text (still in guide markup, parsed by whoever renders it), placeholders dropped,
// encounter sets named. Made where the catalogs are (the main process), sent over IPC as is.

export interface GermanChoice {
  id: string;
  text: string;
  description?: string;
}

export interface GermanEncounterSet {
  code: string;
  name: string;
}

export interface GermanShownStep {
  scenario: string;
  step: string;
  type: string;
  title?: string;
  text?: string;
  encounterSets?: GermanEncounterSet[];
}

export interface GermanResolution {
  id: string;
  title: string;
  statuses: InvestigatorResult[];
}

export interface GermanSupply {
  id: string;
  name: string;
  cost: number;
  multiple: boolean;
}

export interface GermanSideStory {
  id: string;
  name: string;
  xpCost: number;
  /** A fan-made side story: who made it (marked „inoffiziell“ on screen). */
  creator?: string;
}

/** A Prompt with German texts (guide markup) instead of GuideText. */
export interface GermanPrompt
  extends Omit<
    Prompt,
    'title' | 'text' | 'extra' | 'choices' | 'supplies' | 'resolutions' | 'sideStories' | 'shown' | 'optional'
  > {
  title?: string;
  text?: string;
  extra?: string;
  choices?: GermanChoice[];
  supplies?: GermanSupply[];
  resolutions?: GermanResolution[];
  /** upgrade_decks: the side stories that may be played next, named in German, with their cost. */
  sideStories?: GermanSideStory[];
  shown: GermanShownStep[];
  /** German names of the prompt's cards and story investigators (not in the screen's card pool). */
  cardNames?: Record<string, string>;
  /** Prompts passed over that may be answered first (an optional tarot reading). */
  optional?: GermanPrompt[];
  /** The German name of the prompt's scenario (a side story too; `$setup` is the campaign setup). */
  scenarioName?: string;
}

/** German names of encounter sets by code (see encounter-set-names.ts). */
export type EncounterSetName = (code: string) => string;

/** German of a guide text; nothing for none or for the data's placeholders. */
const germanOf = (t: GuideTranslator) => (value: GuideText | undefined) =>
  value === undefined || isPlaceholderText(value.en) ? undefined : t.german(value);

const optionalField = <K extends string>(key: K, value: string | undefined) =>
  (value === undefined ? {} : { [key]: value }) as Partial<Record<K, string>>;

/** A `setup_tekeli_li` step's text with the Tekeli-li deck's size now as its last paragraph. */
function withTekeliLi(text: string | undefined, step: GuideDisplayStep): string | undefined {
  if (!step.tekeliLi) return text;
  const line = deTekeliLi.deck(step.tekeliLi.size, step.tekeliLi.inDecks);
  return text ? `${text}\n${line}` : line;
}

/** The shown steps (read aloud, set up) in German, placeholders dropped. */
export function germanShownSteps(
  steps: GuideDisplayStep[],
  t: GuideTranslator,
  encounterSet: EncounterSetName,
): GermanShownStep[] {
  const text = germanOf(t);
  return steps.map((step) => ({
    scenario: step.scenario,
    step: step.step,
    type: step.type,
    ...optionalField('title', text(step.title)),
    ...optionalField('text', withTekeliLi(text(step.text), step)),
    ...(step.encounterSets
      ? { encounterSets: step.encounterSets.map((code) => ({ code, name: encounterSet(code) })) }
      : {}),
  }));
}

export function germanPrompt(
  prompt: Prompt,
  t: GuideTranslator,
  encounterSet: EncounterSetName,
  cardName?: (code: string) => string,
): GermanPrompt {
  const text = germanOf(t);
  const {
    title,
    text: body,
    extra,
    choices,
    supplies,
    resolutions,
    sideStories,
    shown,
    slotNames,
    optional,
    ...rest
  } = prompt;
  // The prologue randomizer asks about story investigators, named by their card codes.
  const named = [
    ...(prompt.cards ?? []),
    ...(prompt.kind === 'prologue_randomizer' ? (prompt.investigators ?? []) : []),
  ];
  return {
    ...rest,
    ...optionalField('title', text(title)),
    ...optionalField('text', text(body)),
    ...optionalField('extra', text(extra)),
    ...(choices
      ? {
          choices: choices.map((choice) => ({
            id: choice.id,
            text: text(choice.text) ?? choice.id,
            ...optionalField('description', text(choice.description)),
          })),
        }
      : {}),
    ...(supplies ? { supplies: supplies.map((supply) => ({ ...supply, name: t.german(supply.name) })) } : {}),
    ...(resolutions
      ? {
          // „No resolution was reached – Each investigator was defeated“: each choice its own label.
          resolutions: resolutions.map(({ description, ...resolution }) => ({
            ...resolution,
            title: description
              ? `${t.german(resolution.title)} – ${t.german(description)}`
              : t.german(resolution.title),
          })),
        }
      : {}),
    ...(sideStories ? { sideStories: sideStories.map((side) => ({ ...side, name: t.german(side.name) })) } : {}),
    shown: germanShownSteps(shown, t, encounterSet),
    ...(cardName && named.length ? { cardNames: Object.fromEntries(named.map((code) => [code, cardName(code)])) } : {}),
    ...(optional ? { optional: optional.map((item) => germanPrompt(item, t, encounterSet, cardName)) } : {}),
    // A tarot reading's places are named by the guide, not by a card.
    ...(slotNames
      ? { cardNames: Object.fromEntries(Object.entries(slotNames).map(([slot, name]) => [slot, t.german(name)])) }
      : {}),
  };
}
