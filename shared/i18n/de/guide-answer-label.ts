import { NO_CHOICE } from '../../guide/input-prompts.ts';
import type { GermanPrompt } from '../../guide/text/german-prompt.ts';
import { guidePlainText } from '../../guide/text/guide-plain-text.ts';
import type { AnswerValue, InputKind } from '../../guide/types.ts';

// What a guide answer reads as in the campaign history: the German title of the step it answered
// and the option chosen, never the data's step ids (`$setup/difficulty_choice`). Made when the
// answer is written, from the German prompt the group saw, and stored with the journal entry.

export interface GuideAnswerLabel {
  step: string;
  answer?: string;
}

/** A step without a title of its own is named by what it asks. */
export const GUIDE_KIND_TITLES: Record<InputKind, string> = {
  choose_one: 'Auswahl',
  checklist: 'Auswahl',
  counter: 'Anzahl',
  investigator_counter: 'Anzahl je Ermittler',
  investigator_choice: 'Wahl je Ermittler',
  scenario_investigators: 'Ermittler für das Szenario',
  play_scenario: 'Szenario gespielt',
  save_decks: 'Decks gespeichert',
  upgrade_decks: 'Decks verbessert',
  card_choice: 'Kartenwahl',
  text_box: 'Eintrag',
  use_supplies: 'Aus der Ausrüstung gestrichen',
  supplies: 'Ausrüstung gewählt',
  prologue_randomizer: 'Tarotkarten gezogen',
  random_location: 'Zufälliger Ort',
  partner_trauma: 'Schaden und Horror der Partner',
  confirm: 'Weiter',
};

const MAX_STEP = 80;

function shortened(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim();
  const cut = line.length > MAX_STEP ? `${line.slice(0, MAX_STEP - 1).trimEnd()}…` : line;
  return cut.replace(/:$/, '');
}

/**
 * A step that is only a question („Are you being hunted?“, answered by its one choice or „No“):
 * the question, when the step says nothing of its own.
 */
function questionOf(prompt: GermanPrompt): string | undefined {
  const [question, no] = prompt.choices ?? [];
  const only = prompt.kind === 'choose_one' && prompt.choices?.length === 2 && no?.id === NO_CHOICE;
  return only && !prompt.title && !prompt.text ? question?.text : undefined;
}

function stepTitle(prompt: GermanPrompt): string {
  const own = prompt.title ?? prompt.text ?? questionOf(prompt);
  const plain = own ? shortened(guidePlainText(own)) : '';
  return plain || GUIDE_KIND_TITLES[prompt.kind];
}

const joined = (items: string[]) => items.join(', ');

function answerText(prompt: GermanPrompt, value: AnswerValue, name: (code: string) => string): string | undefined {
  const choice = (id: string) => guidePlainText(prompt.choices?.find((item) => item.id === id)?.text ?? id);
  const card = (code: string) => prompt.cardNames?.[code] ?? name(code);
  switch (value.kind) {
    case 'choose_one':
      if (questionOf(prompt)) return value.choice === NO_CHOICE ? 'Nein' : 'Ja';
      return choice(value.choice);
    case 'checklist':
      return value.choices.length ? joined(value.choices.map(choice)) : 'nichts gewählt';
    case 'counter':
      return String(value.value);
    case 'investigator_counter':
      return joined(Object.entries(value.values).map(([code, count]) => `${name(code)}: ${count}`));
    case 'investigator_choice': {
      // A weakness draw names the drawn card rather than the choice „draw a weakness“.
      const drawn = value.weaknesses ?? {};
      return joined(
        Object.entries(value.choices).map(
          ([code, id]) => `${name(code)}: ${drawn[code] ? card(drawn[code]) : choice(id)}`,
        ),
      );
    }
    case 'scenario_investigators':
      return joined(value.investigators.map(name));
    case 'play_scenario': {
      if (value.branch) return choice(value.branch);
      const resolution = prompt.resolutions?.find((item) => item.id === value.resolution);
      return resolution ? guidePlainText(resolution.title) : undefined;
    }
    case 'upgrade_decks': {
      const side = prompt.sideStories?.find((item) => item.id === value.sideStory);
      return side ? `Nebengeschichte ${guidePlainText(side.name)} als Nächstes` : undefined;
    }
    case 'card_choice':
    case 'random_location': {
      const copies = value.kind === 'card_choice' ? value.copies : undefined;
      const named = value.cards.map((code) => (copies?.[code] ? `${card(code)} ×${copies[code]}` : card(code)));
      return named.length ? joined(named) : 'keine Karte';
    }
    case 'text_box':
      return value.text;
    case 'use_supplies': {
      const crossed = [...new Set(value.investigators)].map((code) => {
        const count = value.investigators.filter((item) => item === code).length;
        return count > 1 ? `${name(code)} ${count}×` : name(code);
      });
      const readers = value.readers?.length ? `; Abschnitt lesen: ${joined(value.readers.map(name))}` : '';
      return `${crossed.length ? joined(crossed) : 'niemand'}${readers}`;
    }
    case 'supplies': {
      const supply = (id: string) => guidePlainText(prompt.supplies?.find((item) => item.id === id)?.name ?? id);
      const bought = Object.entries(value.supplies).flatMap(([code, items]) =>
        Object.entries(items)
          .filter(([, count]) => count > 0)
          .map(([id, count]) => `${name(code)}: ${count > 1 ? `${count}× ` : ''}${supply(id)}`),
      );
      return bought.length ? joined(bought) : 'nichts';
    }
    case 'prologue_randomizer':
      return joined(Object.entries(value.draws).map(([code, id]) => `${card(code)}: ${choice(id)}`));
    default:
      return undefined;
  }
}

export function guideAnswerLabel(
  prompt: GermanPrompt,
  value: AnswerValue,
  name: (code: string) => string,
): GuideAnswerLabel {
  const answer = answerText(prompt, value, name);
  return { step: stepTitle(prompt), ...(answer ? { answer } : {}) };
}
