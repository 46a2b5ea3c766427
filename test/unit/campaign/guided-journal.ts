import { reduceCampaign } from '../../../shared/campaign/reduce-campaign.ts';
import { answerGuide } from '../../../shared/guide/guide-journal.ts';
import type { AnswerValue, GuideAnswer, GuideData, PlacedCorrection } from '../../../shared/guide/types.ts';
import { CORE, Journal, NOTZ_SCENARIOS } from './journal-builder.ts';

// Journals of a guided Night of the Zealot for the guide's journal tests: the campaign as the
// guide service creates it (an empty chaos bag the difficulty fills), Roland Banks and Agnes
// Baker joined, and the guide's entries appended as the service appends them.

const { roland, agnes } = CORE;

export const guideAnswer = (key: string, value: AnswerValue): GuideAnswer => ({ key, value });

/** The campaign setup answered: both play, Standard, the basic weaknesses drawn at the table. */
export const NOTZ_GUIDE_SETUP: GuideAnswer[] = [
  guideAnswer('$setup/choose_investigators', {
    kind: 'scenario_investigators',
    investigators: [roland.code, agnes.code],
  }),
  guideAnswer('$setup/difficulty_choice', { kind: 'choose_one', choice: 'standard' }),
  guideAnswer('$setup/draw_weakness', {
    kind: 'investigator_choice',
    choices: { [roland.code]: 'rbw', [agnes.code]: 'rbw' },
    weaknesses: { [roland.code]: '01097', [agnes.code]: '01099' },
  }),
  guideAnswer('$setup/save_decks', { kind: 'save_decks' }),
];

/** A guided Night of the Zealot with Roland (player Ada, optionally with a deck) and Agnes (Ben) joined. */
export function guidedNotzJournal(rolandDeck?: { deckId: number; deckVersionId: number }): Journal {
  return new Journal()
    .add({
      type: 'campaign_created',
      payload: {
        name: 'Nacht der Zeloten mit Leitfaden',
        definitionId: 'core',
        chaosBag: [],
        scenarios: NOTZ_SCENARIOS,
        logSections: [
          { id: 'campaign_notes', title: 'Kampagnennotizen', type: 'list', hidden: false },
          { id: 'cultists_interrogated', title: 'Verhörte Kultisten', type: 'list', hidden: false },
          { id: 'cultists_escaped', title: 'Entkommene Kultisten', type: 'list', hidden: false },
        ],
      },
    })
    .add({ type: 'investigator_joined', payload: { ...roland, player: 'Ada', ...(rolandDeck ?? {}) } })
    .add({ type: 'investigator_joined', payload: { ...agnes, player: 'Ben' } });
}

/** Appends the guide's journal entries for `answers`, as the guide service does. */
export function answerInto(
  guide: GuideData,
  journal: Journal,
  answers: GuideAnswer[],
  german: () => Record<string, string> = () => ({}),
  corrections?: PlacedCorrection[],
): void {
  const outcome = answerGuide(guide, reduceCampaign(journal.entries), answers, german, undefined, corrections);
  if (!outcome.ok) throw new Error(JSON.stringify(outcome.problem));
  for (const payload of outcome.payloads) journal.add({ type: 'guide_answered', payload });
}
