import { describe, expect, it } from 'vitest';
import {
  crossedBy,
  draftAnswer,
  medicineTarget,
  missingForGroup,
  newGuideDraft,
  withCampaignDifficulty,
} from '../../../renderer/guide/guide-draft.ts';
import { drawDistinct } from '../../../shared/guide/random-draws.ts';
import type { GermanPrompt } from '../../../shared/guide/text/german-prompt.ts';
import { guidePlainText } from '../../../shared/guide/text/guide-plain-text.ts';
import { guideProgress } from '../../../shared/guide/text/guide-progress.ts';
import { resolutionLabel } from '../../../shared/i18n/de/guide-texts.ts';

// The guide screen's pure parts: a draft per input kind becomes the engine's answer or names what
// is missing; progress through Night of the Zealot at a glance. Codes are real: Roland Banks
// 01001, Agnes Baker 01004, Psychosis 01099; scenario ids torch, arkham, tentacles.

const ROLAND = '01001';
const AGNES = '01004';
const prompt = (part: Partial<GermanPrompt> & Pick<GermanPrompt, 'kind'>): GermanPrompt => ({
  key: 'torch/x',
  scenario: 'torch',
  step: 'x',
  shown: [],
  ...part,
});

describe('draftAnswer', () => {
  it('asks for a choice before a choose_one is answered', () => {
    const difficulty = prompt({
      kind: 'choose_one',
      choices: [
        { id: 'easy', text: 'Leicht' },
        { id: 'standard', text: 'Normal' },
      ],
    });
    const draft = newGuideDraft(difficulty);
    expect(draftAnswer(difficulty, draft)).toEqual({ problem: 'choose_one' });
    expect(draftAnswer(difficulty, { ...draft, choice: 'standard' })).toEqual({
      value: { kind: 'choose_one', choice: 'standard' },
    });
  });

  it('needs resolution and lead after the game; unbeaten investigators are left out of the statuses', () => {
    const play = prompt({
      kind: 'play_scenario',
      investigators: [ROLAND, AGNES],
      resolutions: [
        { id: 'R1', title: 'Auflösung 1', statuses: ['alive', 'resigned'] },
        { id: 'no_resolution', title: 'Keine Auflösung', statuses: ['alive', 'resigned', 'physical', 'mental'] },
      ],
    });
    const draft = newGuideDraft(play);
    expect(draft.lead).toBe(ROLAND);
    expect(draftAnswer(play, draft)).toEqual({ problem: 'resolution' });
    const chosen = {
      ...draft,
      resolution: 'R1',
      statuses: { [ROLAND]: 'alive' as const, [AGNES]: 'resigned' as const },
    };
    expect(draftAnswer(play, chosen)).toEqual({
      value: { kind: 'play_scenario', lead: ROLAND, resolution: 'R1', statuses: { [AGNES]: 'resigned' } },
    });
    // Grimoire „Besiegt“: a resolution that lists who may reach it refuses other outcomes.
    expect(draftAnswer(play, { ...chosen, statuses: { [AGNES]: 'physical' } })).toEqual({ problem: 'status' });
  });

  it('At Death’s Doorstep: „Scenario Interlude: A Record of Those Lost“ is chosen during play, without a result', () => {
    const play = prompt({
      kind: 'play_scenario',
      investigators: [ROLAND, AGNES],
      choices: [
        {
          id: 'a_record_of_those_lost',
          text: 'Szenario Zwischenspiel',
          description: 'Zum Andenken an die Verstorbenen',
        },
      ],
      resolutions: [{ id: 'R1', title: 'Auflösung 1', statuses: ['alive', 'resigned'] }],
    });
    const draft = { ...newGuideDraft(play), resolution: 'a_record_of_those_lost' };
    expect(draftAnswer(play, draft)).toEqual({ value: { kind: 'play_scenario', branch: 'a_record_of_those_lost' } });
  });

  it('sends the weaknesses drawn at the table and leaves the others to the app, with the draft’s one seed', () => {
    const draw = prompt({
      kind: 'investigator_choice',
      investigators: [ROLAND, AGNES],
      choices: [{ id: 'rbw', text: 'Zufällige Grundschwäche ziehen' }],
      needsWeakness: { traits: [] },
    });
    // One seed per draft: the summary before writing and the written entry draw the same weaknesses.
    const draft = { ...newGuideDraft(draw, 4711), perInvestigator: { [ROLAND]: 'rbw', [AGNES]: 'rbw' } };
    expect(draftAnswer(draw, draft)).toEqual({
      value: { kind: 'investigator_choice', choices: { [ROLAND]: 'rbw', [AGNES]: 'rbw' }, seed: 4711 },
    });
    expect(draftAnswer(draw, draft)).toEqual(draftAnswer(draw, draft));
    expect(draftAnswer(draw, { ...draft, weaknesses: { [ROLAND]: '01097' } })).toEqual({
      value: {
        kind: 'investigator_choice',
        choices: { [ROLAND]: 'rbw', [AGNES]: 'rbw' },
        weaknesses: { [ROLAND]: '01097' },
        seed: 4711,
      },
    });
    expect(draftAnswer(draw, { ...draft, weaknesses: { [ROLAND]: '01097', [AGNES]: '01099' } })).toEqual({
      value: {
        kind: 'investigator_choice',
        choices: { [ROLAND]: 'rbw', [AGNES]: 'rbw' },
        weaknesses: { [ROLAND]: '01097', [AGNES]: '01099' },
      },
    });
  });

  it('keeps counters and checklists inside the bounds the guide sets', () => {
    const xp = prompt({ kind: 'counter', min: 0, max: 10 });
    expect(draftAnswer(xp, { ...newGuideDraft(xp), counter: 11 })).toEqual({ problem: 'too_many' });
    expect(draftAnswer(xp, { ...newGuideDraft(xp), counter: 2 })).toEqual({ value: { kind: 'counter', value: 2 } });
    const team = prompt({ kind: 'scenario_investigators', candidates: [ROLAND, AGNES], max: 4 });
    expect(draftAnswer(team, newGuideDraft(team))).toEqual({ problem: 'too_few' });
  });

  it('refuses supplies that cost more points than an investigator has (The Forgotten Age)', () => {
    const supplies = prompt({
      kind: 'supplies',
      investigators: [ROLAND],
      points: { [ROLAND]: 3 },
      supplies: [{ id: 'provisions', name: 'Proviant', cost: 1, multiple: true }],
    });
    const draft = newGuideDraft(supplies);
    expect(draftAnswer(supplies, { ...draft, supplies: { [ROLAND]: { provisions: 4 } } })).toEqual({
      problem: 'points',
    });
    expect(draftAnswer(supplies, { ...draft, supplies: { [ROLAND]: { provisions: 3 } } })).toEqual({
      value: { kind: 'supplies', supplies: { [ROLAND]: { provisions: 3 } } },
    });
  });

  it('draws a different tarot card for each story investigator of The Circle Undone prologue', () => {
    // Gavriella Mizrah 05046, Jerome Davids 05047; options by their card number in the data.
    const tarot = prompt({
      kind: 'prologue_randomizer',
      investigators: ['05046', '05047'],
      choices: [
        { id: '0', text: 'Der Narr · 0' },
        { id: '1', text: 'Der Magier · I' },
      ],
    });
    const draft = newGuideDraft(tarot);
    expect(draftAnswer(tarot, draft)).toEqual({ problem: 'too_few' });
    expect(draftAnswer(tarot, { ...draft, perInvestigator: { '05046': '0', '05047': '0' } })).toEqual({
      problem: 'too_many',
    });
    const drawn = drawDistinct(['05046', '05047'], ['0', '1'], () => 0.99);
    expect(drawn).toEqual({ '05046': '1', '05047': '0' });
    expect(draftAnswer(tarot, { ...draft, perInvestigator: drawn })).toEqual({
      value: { kind: 'prologue_randomizer', draws: { '05046': '1', '05047': '0' } },
    });
  });

  it('medicine (The Forgotten Age): who crosses off, and whose Poisoned (04102) it removes when another deck is chosen', () => {
    const medicine = prompt({
      kind: 'use_supplies',
      investigators: [ROLAND, AGNES],
      supply: { section: 'supplies', id: 'medicine' },
      removes: { card: '04102', holders: [AGNES] },
    });
    const draft = { ...newGuideDraft(medicine), picked: [ROLAND] };
    // The target starts at the poisoned investigator (Agnes), not on Roland's deck without the card.
    expect(medicineTarget(medicine, draft, ROLAND)).toBe(AGNES);
    expect(draftAnswer(medicine, draft)).toEqual({
      value: { kind: 'use_supplies', investigators: [ROLAND], targets: { [ROLAND]: AGNES } },
    });
    // Agnes crossing off her own medicine: her own deck, which holds the card.
    expect(draftAnswer(medicine, { ...draft, picked: [AGNES] })).toEqual({
      value: { kind: 'use_supplies', investigators: [AGNES] },
    });
    // Roland's own deck chosen by hand: no target sent.
    expect(draftAnswer(medicine, { ...draft, perInvestigator: { [ROLAND]: ROLAND } })).toEqual({
      value: { kind: 'use_supplies', investigators: [ROLAND] },
    });
    // A target chosen for someone who then does not cross off is not sent.
    expect(draftAnswer(medicine, { ...draft, picked: [], perInvestigator: { [ROLAND]: AGNES } })).toEqual({
      value: { kind: 'use_supplies', investigators: [] },
    });
  });

  it('Heart of the Elders, record_jungle_watches: the cards chosen go with their copies (1 unless set)', () => {
    // „record the names of each card with Vengeance X in the victory display“; the data asks copies.
    // Grubenotter 04078 (three copies in Serpents), Basilisk 04220.
    const watches = prompt({ kind: 'card_choice', cards: ['04078', '04220'], min: 0, copies: true });
    const draft = { ...newGuideDraft(watches), picked: ['04078', '04220'], counts: { '04078': 2 } };
    expect(draftAnswer(watches, draft)).toEqual({
      value: { kind: 'card_choice', cards: ['04078', '04220'], copies: { '04078': 2, '04220': 1 } },
    });
    // A card choice that asks no copies sends none.
    expect(draftAnswer({ ...watches, copies: undefined }, draft)).toEqual({
      value: { kind: 'card_choice', cards: ['04078', '04220'] },
    });
  });

  it('provisions as a group (Restless Nights, eat_provisions): two of Roland’s feed both; one missing needs one reader', () => {
    // „as a group, cross off one provisions per investigator … For each provisions they cannot
    // cross off, choose an investigator to read Low on Rations.“
    const provisions = prompt({
      kind: 'use_supplies',
      investigators: [ROLAND, AGNES],
      supply: { section: 'supplies', id: 'provisions' },
      needed: 2,
      held: { [ROLAND]: 2, [AGNES]: 0 },
    });
    const draft = newGuideDraft(provisions);
    // One each where they hold one: Roland 1, Agnes none – one missing, nobody chosen to read yet.
    expect(crossedBy(provisions, draft, ROLAND)).toBe(1);
    expect(missingForGroup(provisions, draft)).toBe(1);
    expect(draftAnswer(provisions, draft)).toEqual({ problem: 'too_few' });
    expect(draftAnswer(provisions, { ...draft, picked: [AGNES] })).toEqual({
      value: { kind: 'use_supplies', investigators: [ROLAND], readers: [AGNES] },
    });
    // Two of Roland's: both fed, nobody reads (a reader left ticked is not sent).
    const both = { ...draft, counts: { [ROLAND]: 2, [AGNES]: 0 }, picked: [AGNES] };
    expect(draftAnswer(provisions, both)).toEqual({
      value: { kind: 'use_supplies', investigators: [ROLAND, ROLAND] },
    });
    // Never more than each holds: Agnes set to 1 without provisions counts none.
    expect(crossedBy(provisions, { ...draft, counts: { [AGNES]: 1 } }, AGNES)).toBe(0);
  });

  it('starts the difficulty question on the difficulty the campaign was created with', () => {
    const difficulty = prompt({
      kind: 'choose_one',
      step: 'difficulty_choice',
      choices: [
        { id: 'easy', text: 'Leicht' },
        { id: 'standard', text: 'Normal' },
      ],
    });
    const draft = withCampaignDifficulty(newGuideDraft(difficulty), difficulty, 'standard');
    expect(draftAnswer(difficulty, draft)).toEqual({ value: { kind: 'choose_one', choice: 'standard' } });
    // Without a difficulty, or for another question, nothing is chosen in advance.
    expect(withCampaignDifficulty(newGuideDraft(difficulty), difficulty, undefined).choice).toBeUndefined();
    const other = prompt({ kind: 'choose_one', step: 'scenario_choice', choices: [{ id: 'standard', text: 'x' }] });
    expect(withCampaignDifficulty(newGuideDraft(other), other, 'standard').choice).toBeUndefined();
  });

  it('continues a read-aloud or deck step without input', () => {
    expect(draftAnswer(prompt({ kind: 'confirm' }), newGuideDraft(prompt({ kind: 'confirm' })))).toEqual({
      value: { kind: 'confirm' },
    });
  });
});

describe('guideProgress', () => {
  it('marks Night of the Zealot: The Gathering played with Resolution 1, The Midnight Masks now, the rest later', () => {
    const order = [
      { id: 'torch', name: 'Die Zusammenkunft' },
      { id: 'arkham', name: 'Die Mitternachtsmasken' },
      { id: 'tentacles', name: 'Der Verschlinger in der Tiefe' },
    ];
    const state = {
      current: 'arkham',
      scenarios: [
        { id: 'torch', status: 'completed' as const, resolution: 'R1', investigators: [], results: {}, replayed: 0 },
      ],
    };
    expect(guideProgress(state, order)).toEqual([
      { id: 'torch', name: 'Die Zusammenkunft', mark: 'done', resolution: 'R1', played: true },
      { id: 'arkham', name: 'Die Mitternachtsmasken', mark: 'current' },
      { id: 'tentacles', name: 'Der Verschlinger in der Tiefe', mark: 'later' },
    ]);
    expect(resolutionLabel('R1')).toBe('Auflösung 1');
    expect(resolutionLabel('no_resolution')).toBe('Keine Auflösung');
  });

  it('names a side story played between two scenarios by its German name, not its id', () => {
    const order = [{ id: 'torch', name: 'Die Zusammenkunft' }];
    const state = {
      current: 'curse_of_the_rougarou',
      scenarios: [
        { id: 'torch', status: 'completed' as const, resolution: 'R1' },
        { id: 'curse_of_the_rougarou', status: 'started' as const },
      ],
    };
    const names = (id: string) => (id === 'curse_of_the_rougarou' ? 'Der Fluch des Rougarou' : undefined);
    expect(guideProgress(state, order, names).map((entry) => [entry.name, entry.mark])).toEqual([
      ['Die Zusammenkunft', 'done'],
      ['Der Fluch des Rougarou', 'current'],
    ]);
  });
});

describe('guidePlainText', () => {
  it('gives plain text for options: styles dropped, symbols by their German name', () => {
    expect(guidePlainText('<b>Ja</b>, [skull] entfernen')).toBe('Ja, Totenschädel entfernen');
  });
});
