import type { Choice, ReceiveCampaignLinkInput, SendCampaignLinkInput } from './data/guide-data-types.ts';
import type { IndexedStep } from './guide-index.ts';
import { inputOf, inputOfType } from './input-prompts.ts';
import { str } from './raw-guide.ts';
import type { Walker } from './walk-state.ts';

// The Dream-Eaters' two campaigns talk to each other (input.schema.json `send_campaign_link`,
// `receive_campaign_link`): at the end of each scenario and in each interlude one half tells the
// other something („Tell the investigators of The Web of Dreams (Campaign B), that the black cat
// warned the others.“) and the other half reads on with it („ask the investigators of The
// Dream-Quest (Campaign A) for the message they told the black cat“).
//
// Played as one linked campaign (`tde`, linked-guide.ts) the engine keeps what one half sent and
// the other half's receiving step reads it. A half played alone asks the group instead: the
// receiving step's `manual_prompt` with its choices (the other group's answer), and a sending
// step shows what to tell the other group.

/** Whether a step is one of the two link inputs. */
export function linkInput(step: IndexedStep): 'send' | 'receive' | undefined {
  const type = inputOf(step)?.type;
  if (type === 'send_campaign_link') return 'send';
  if (type === 'receive_campaign_link') return 'receive';
  return undefined;
}

/** What a link step does in this walk. */
export type LinkTurn =
  /** Show this step (its text), then go on with the option the other half's message chose, if any. */
  | { show: IndexedStep; option?: Choice }
  /** Ask the group as a choose_one: this step (the receiving step's own prompt and choices). */
  | { ask: IndexedStep }
  /** Linked, the message is not sent yet: wait for the other half, or else read on as `otherwise`. */
  | { waits: true; otherwise: Exclude<LinkTurn, { waits: true }> };

/** The link step's id and title, for the step shown or asked in its place. */
const heading = (step: IndexedStep) => {
  const title = str(step.raw, 'title');
  return { id: step.raw.id, ...(title !== undefined ? { title } : {}) };
};

/** The link step shown as a generic step (the schema's generic step has no type): its own text, else `text`. */
function shownAs(step: IndexedStep, text: string | undefined): IndexedStep {
  const shown = str(step.raw, 'text') || text;
  const hidden = step.raw.hidden === true ? { hidden: true } : {};
  return { raw: { ...heading(step), ...hidden, ...(shown !== undefined ? { text: shown } : {}) }, file: step.file };
}

/**
 * A sending step records its decision under the link's id (the last one sent counts) and shows
 * what to tell the other half (the step's text, else the input's `prompt`).
 */
function send(w: Walker, step: IndexedStep, input: SendCampaignLinkInput): LinkTurn {
  const { id, decision } = input;
  if (id && decision) w.state.links = { ...w.state.links, [id]: decision };
  return { show: shownAs(step, w.index.linked ? undefined : input.prompt) };
}

/**
 * A receiving step in the linked campaign reads what the other half sent under its id and goes on
 * with the choice of that id, without a word. Not sent yet, it waits for the other half's part of
 * an interlude (linked-walk.ts), or else says where the guide goes on (`linked_prompt`, „Proceed
 * to Scenario I–B: Waking Nightmare“). A half played alone hears only the step's `manual_prompt`:
 * with choices it asks the group what the other group answered („Ask the investigators of The
 * Dream-Quest (Campaign A) for the message they told the black cat“); without, it says nothing
 * (a 4-part campaign has no „Proceed to Scenario I–B“).
 */
function receive(w: Walker, step: IndexedStep, input: ReceiveCampaignLinkInput): LinkTurn {
  const choices = input.choices ?? [];
  // Asked as a choose_one: the question is the step's own text, else the prompt.
  const ask = (text: string | undefined): { ask: IndexedStep } => {
    const asked = str(step.raw, 'text') ?? text;
    const input = { type: 'choose_one' as const, choices };
    return {
      ask: { raw: { ...heading(step), type: 'input', ...(asked ? { text: asked } : {}), input }, file: step.file },
    };
  };
  if (w.index.linked) {
    const sent = w.state.links?.[input.id ?? ''];
    const chosen = choices.find((choice) => choice.id === sent);
    if (chosen) return { show: shownAs(step, undefined), option: chosen };
    if (sent !== undefined && !choices.length) return { show: shownAs(step, undefined) };
    const waiting = shownAs(step, input.linked_prompt);
    return { waits: true, otherwise: choices.length ? ask(input.linked_prompt) : { show: waiting } };
  }
  if (!choices.length) return { show: shownAs(step, undefined) };
  return ask(input.manual_prompt ?? input.linked_prompt);
}

/** The turn of a link step (linkInput tells which); the input is read as the schema's link variants. */
export function campaignLink(w: Walker, step: IndexedStep): LinkTurn {
  const input = inputOfType(step, 'send_campaign_link', 'receive_campaign_link');
  if (input?.type === 'send_campaign_link') return send(w, step, input);
  return input ? receive(w, step, input) : { show: shownAs(step, undefined) };
}
