import { afterAll, beforeAll, expect, it } from 'vitest';
import { cliGuideSession, shownSteps } from '../support/cli-guide-session.ts';
import {
  AGNES,
  DOOM_OF_EZTLI,
  RESTLESS_NIGHTS,
  ROLAND,
  SETUP,
  UNTAMED_WILDS,
} from '../support/guide-scripts/forgotten-age-script.ts';
import { describeRealData } from '../support/real-data.ts';

// The Forgotten Age through the campaign guide on the command line, two investigators (Roland
// Banks 01001, Agnes Baker 01004). The expected campaign is read from the guide's own words
// (campaigns/tfa in arkham-cards-data), not from the engine:
//
// - Setup, Standard: +1, 0, 0, 0, −1, −2, −2, −3, −5, skull, skull, elder thing, auto-fail, elder
//   sign. Supplies: „2 investigators: 7 supply points“ each – Roland a blanket, provisions,
//   medicine, binoculars; Agnes provisions, a canteen, a map, a pendant.
// - The Untamed Wilds, Resolution 1 (Agnes defeated by damage: 1 physical trauma): „there was an
//   instruction to add one [cultist] token“; vengeance 2 → two tally marks under „Yig's Fury“; XP
//   = victory display (3); Agnes gained the Poisoned weakness (04102).
// - Restless Nights: „Check your supplies to see which investigators have a blanket“ – Roland
//   reads Restful Sleep, Agnes Tossing and Turning: „1 physical or mental trauma (your choice)“,
//   she takes mental. „cross off one provisions per investigator“: both have one, nobody reads Low
//   on Rations. Roland is the lookout with binoculars: Shapes in the Trees, „You earn 2 additional
//   experience“. No medicine used: Agnes „still has a Poisoned weakness“ and reads The Poison
//   Spreads – 1 physical trauma.
// - The Doom of Eztli, Resolution 1: „record that the investigators recovered the Relic of Ages.
//   One investigator must add the Relic of Ages“ (Roland, 04061); „the Harbinger is still alive“
//   with 3 damage „in parentheses“; one more tally under „Yig's Fury“ (3); XP = victory display (4).

const STANDARD_BAG = [
  '+1',
  '0',
  '0',
  '0',
  '-1',
  '-2',
  '-2',
  '-3',
  '-5',
  'skull',
  'skull',
  'elder_thing',
  'auto_fail',
  'elder_sign',
];
const sorted = (tokens: string[]) => [...tokens].sort();

describeRealData('The Forgotten Age through the campaign guide on the command line', () => {
  const session = cliGuideSession('logbuch-forgotten-age-');
  const { show } = session;

  afterAll(() => session.dispose());
  beforeAll(() => session.start('tfa', [ROLAND, AGNES]), 120_000);

  it('Restless Nights: each reads their own section, Agnes chooses her trauma', () => {
    const open = session.answer([...SETUP, ...UNTAMED_WILDS]);
    expect(open).toMatchObject({ step: '$mental_or_physical' });
    expect(shownSteps(open)).toEqual(expect.arrayContaining(['restful_sleep', 'tossing_and_turning']));
    const next = session.answer(RESTLESS_NIGHTS.slice(0, 4));
    expect(shownSteps(next)).toContain('poison_spreads');
    expect(shownSteps(next)).not.toContain('low_on_rations');
    const [roland, agnes] = show().investigators;
    expect(roland).toMatchObject({ xp: { earned: 5 }, trauma: { physical: 0, mental: 0 } });
    expect(agnes).toMatchObject({
      xp: { earned: 3 },
      trauma: { physical: 2, mental: 1 },
      weaknesses: ['01099', '04102'],
    });
  }, 180_000);

  it('The Doom of Eztli: the Relic, the Harbinger’s damage in German, Yig’s Fury and XP', () => {
    const next = session.answer([...RESTLESS_NIGHTS.slice(4), ...DOOM_OF_EZTLI]);
    expect(next).toMatchObject({ step: 'check_investigators_poisoned' });
    const state = show();
    expect(sorted(state.chaosBag)).toEqual(sorted([...STANDARD_BAG, 'cultist']));
    const [roland, agnes] = state.investigators;
    expect(roland).toMatchObject({ code: ROLAND, xp: { earned: 9 }, storyAssets: ['04061'] });
    expect(agnes).toMatchObject({ code: AGNES, xp: { earned: 7 } });
    expect(session.count(state, 'yigs_fury')).toBe(3);
    const harbinger = session.entries(state, 'campaign_notes').find((entry) => entry.id === 'harbinger_alive');
    expect(harbinger?.text).toBe('Der Vorbote von Valusia ist noch am Leben (3 Schaden).');
    expect(state.logSections.some((section) => section.id === 'hidden' && section.entries.length > 0)).toBe(false);
  }, 180_000);
});
