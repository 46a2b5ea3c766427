import { beforeAll, expect, it } from 'vitest';
import type { ChaosToken } from '../../../shared/campaign/campaign-definition.ts';
import { runGuide } from '../../../shared/guide/run-guide.ts';
import type { AnswerValue, GuideAnswer, GuideData, GuideRun, PlacedCorrection } from '../../../shared/guide/types.ts';
import { realGuide } from '../../support/guide-data.ts';
import { CORE_INVESTIGATORS, randomWalk } from '../../support/guide-random-answers.ts';
import { describeRealData } from '../../support/real-data.ts';
import { NOTZ_GUIDE_SETUP } from '../campaign/guided-journal.ts';

// The guide reads the group's hand corrections (Night of the Zealot, Roland Banks 01001 and Agnes
// Baker 01004). The Gathering without a resolution records „the Ghoul Priest is still alive“ and
// „your house is still standing“; The Midnight Masks reads both in its setup and asks after its
// resolution whether the Ghoul Priest was defeated; The Devourer Below places doom per escaped
// cultist. Grimoire „Im Kampagnenlogbuch wird notiert …“: a crossed-out note is ignored for the
// rest of the campaign.

const ROLAND = '01001';
const AGNES = '01004';
const answer = (key: string, value: AnswerValue): GuideAnswer => ({ key, value });

const SETUP: GuideAnswer[] = [...NOTZ_GUIDE_SETUP];
/** The Gathering, no resolution: both resigned. */
const GATHERING: GuideAnswer[] = [
  answer('torch/$play_scenario', {
    kind: 'play_scenario',
    lead: ROLAND,
    resolution: 'no_resolution',
    statuses: { [ROLAND]: 'resigned', [AGNES]: 'resigned' },
  }),
  answer('torch/earn_xp', { kind: 'counter', value: 1 }),
];
/** Answered while the deck upgrade after The Gathering is open: the hand corrections below come before it. */
const UPGRADE = answer('torch/$upgrade_decks', { kind: 'upgrade_decks' });
const BEFORE_UPGRADE = SETUP.length + GATHERING.length;
const MASKS = (escaped: string[]): GuideAnswer[] => [
  answer('arkham/$play_scenario', { kind: 'play_scenario', lead: ROLAND, resolution: 'R1' }),
  answer('arkham/cultists_interrogated', { kind: 'card_choice', cards: [] }),
  answer('arkham/cultists_got_away_r1', { kind: 'card_choice', cards: escaped }),
];
const TO_MASKS_END = [...SETUP, ...GATHERING, UPGRADE];

const crossOut = (section: string, id: string, after: number, text = id): PlacedCorrection => ({
  after,
  correction: { type: 'log_entry', section, id, text, crossedOut: true },
});
const shownSteps = (run: GuideRun) => run.prompt?.shown.map((step) => step.step) ?? [];
const withCorrections = (corrections: PlacedCorrection[]) => ({ ...CORE_INVESTIGATORS, corrections });

describeRealData('the campaign guide reads hand corrections (Night of the Zealot)', () => {
  let guide: GuideData;
  beforeAll(async () => {
    guide = await realGuide('core');
  });

  it('without a correction: the Ghoul Priest joins The Midnight Masks and the guide asks whether he was defeated', () => {
    const setup = runGuide(guide, TO_MASKS_END, CORE_INVESTIGATORS);
    expect(shownSteps(setup)).toEqual(expect.arrayContaining(['start_at_house', 'add_ghoul_priest']));
    const run = runGuide(guide, [...TO_MASKS_END, ...MASKS([])], CORE_INVESTIGATORS);
    expect(run.prompt?.key).toBe('arkham/ask_ghoul_priest_defeated');
  });

  it('„the Ghoul Priest is still alive“ crossed out by hand before the next scenario: no Ghoul Priest, no question, straight to XP', () => {
    const corrections = [crossOut('campaign_notes', 'ghoul_priest_alive', BEFORE_UPGRADE)];
    const setup = runGuide(guide, TO_MASKS_END, withCorrections(corrections));
    expect(shownSteps(setup)).toContain('start_at_house');
    expect(shownSteps(setup)).not.toContain('add_ghoul_priest');
    const run = runGuide(guide, [...TO_MASKS_END, ...MASKS([])], withCorrections(corrections));
    expect(run.problem).toBeUndefined();
    expect(run.prompt?.key).toBe('arkham/earn_xp');
    const notes = run.state.sections.find((section) => section.id === 'campaign_notes');
    expect(notes?.entries.find((entry) => entry.id === 'ghoul_priest_alive')?.crossedOut).toBe(true);
  });

  it('a correction counts only from where it was made: crossed out after the setup was read, the question still comes', () => {
    // Made while The Midnight Masks is being played: its setup already shuffled the Ghoul Priest in.
    const corrections = [crossOut('campaign_notes', 'ghoul_priest_alive', TO_MASKS_END.length)];
    const setup = runGuide(guide, TO_MASKS_END, withCorrections(corrections));
    expect(shownSteps(setup)).toContain('add_ghoul_priest');
    const run = runGuide(guide, [...TO_MASKS_END, ...MASKS([])], withCorrections(corrections));
    expect(run.prompt?.key).toBe('arkham/earn_xp');
    // The answers before the correction keep exactly the effects they had without it.
    const plain = runGuide(guide, TO_MASKS_END, CORE_INVESTIGATORS);
    expect(setup.applied).toEqual(plain.applied);
  });

  it('a hand correction is no effect of the guide: the journal holds it already as the group’s own entry', () => {
    const corrections = [crossOut('campaign_notes', 'ghoul_priest_alive', BEFORE_UPGRADE)];
    const run = runGuide(guide, TO_MASKS_END, withCorrections(corrections));
    const effects = [...run.initial, ...run.applied.flatMap((item) => item.effects)];
    expect(effects.filter((effect) => effect.type === 'log_entry' && effect.crossedOut)).toEqual([]);
  });

  it('recorded by hand under a guide id: „your house has burned“ instead of „still standing“ removes Your House', () => {
    const corrections: PlacedCorrection[] = [
      crossOut('campaign_notes', 'house_standing', BEFORE_UPGRADE),
      {
        after: BEFORE_UPGRADE,
        correction: {
          type: 'log_entry',
          section: 'campaign_notes',
          id: 'house_burned',
          text: 'dein Haus ist bis auf die Grundmauern niedergebrannt.',
          crossedOut: false,
        },
      },
    ];
    const setup = runGuide(guide, TO_MASKS_END, withCorrections(corrections));
    expect(shownSteps(setup)).toContain('remove_house');
    expect(shownSteps(setup)).not.toContain('start_at_house');
  });

  it('escaped cultists: one crossed out by hand means no doom on agenda 1a; a free-text one counts as an entry', () => {
    const throughMasks = (escaped: string[]) => [
      ...TO_MASKS_END,
      ...MASKS(escaped),
      answer('arkham/ask_ghoul_priest_defeated', { kind: 'choose_one', choice: 'ghoul_priest_killed' }),
      answer('arkham/earn_xp', { kind: 'counter', value: 0 }),
      answer('arkham/$upgrade_decks', { kind: 'upgrade_decks' }),
    ];
    // Made while the deck upgrade after The Midnight Masks is open.
    const atUpgrade = throughMasks([]).length - 1;
    const oneEscaped = throughMasks(['01137']);
    expect(shownSteps(runGuide(guide, oneEscaped, CORE_INVESTIGATORS))).toContain('place_one_doom');
    const crossed = runGuide(guide, oneEscaped, withCorrections([crossOut('cultists_escaped', '01137', atUpgrade)]));
    expect(crossed.problem).toBeUndefined();
    expect(shownSteps(crossed)).not.toContain('place_one_doom');
    // Free text the guide cannot name: no condition reads it by id, but counting the section's entries counts it.
    const free: PlacedCorrection = {
      after: atUpgrade,
      correction: { type: 'log_entry', section: 'cultists_escaped', text: 'ein Kultist ohne Namen', crossedOut: false },
    };
    expect(shownSteps(runGuide(guide, throughMasks([]), CORE_INVESTIGATORS))).not.toContain('place_one_doom');
    const counted = runGuide(guide, throughMasks([]), withCorrections([free]));
    expect(counted.problem).toBeUndefined();
    expect(shownSteps(counted)).toContain('place_one_doom');
  });

  it('Grimoire „Trauma, Tod und Wahnsinn“: physical trauma added by hand up to Agnes’s health (6) kills her; the guide plays on without her', () => {
    const trauma: PlacedCorrection = {
      after: BEFORE_UPGRADE,
      correction: { type: 'trauma', investigator: AGNES, physical: 6, mental: 0 },
    };
    const plain = runGuide(guide, TO_MASKS_END, CORE_INVESTIGATORS);
    expect(plain.prompt?.investigators).toEqual([ROLAND, AGNES]);
    const run = runGuide(guide, TO_MASKS_END, withCorrections([trauma]));
    expect(run.state.investigators.find((item) => item.code === AGNES)).toMatchObject({ physical: 6, killed: true });
    expect(run.prompt?.investigators).toEqual([ROLAND]);
    // Five is one short of her health: she plays on.
    const five = { ...trauma, correction: { ...trauma.correction, physical: 5 } };
    expect(runGuide(guide, TO_MASKS_END, withCorrections([five])).prompt?.investigators).toEqual([ROLAND, AGNES]);
  });
});

// The Forgotten Age, The Boundary Beyond: its setup counts the [cultist] tokens in the chaos bag
// („Because there are 2 or more [cultist] tokens in the chaos bag: …“). A seeded group's answers
// up to that setup; the group changes the bag by hand while the guide waits before it.
describeRealData('the campaign guide reads a chaos bag changed by hand (The Forgotten Age)', () => {
  it('cultist tokens added or removed by hand before The Boundary Beyond decide its encounter sets', async () => {
    const guide = await realGuide('tfa');
    const { answers } = randomWalk(guide, 7);
    const play = answers.findIndex((item) => item.key === 'the_boundary_beyond/$play_scenario');
    expect(play).toBeGreaterThan(0);
    const before = answers.slice(0, play);
    const plain = runGuide(guide, before, CORE_INVESTIGATORS);
    expect(plain.prompt?.key).toBe('the_boundary_beyond/$play_scenario');
    const cultists = plain.state.chaosBag.filter((token) => token === 'cultist').length;
    const twoOrMore = (run: GuideRun) => shownSteps(run).includes('cultist_token_choice');
    expect(twoOrMore(plain)).toBe(cultists >= 2);
    // Made while the guide waited for the setup's question before the count: enough added, or all taken out.
    const cultist: ChaosToken[] = Array(Math.max(cultists, 2)).fill('cultist');
    const tokens = cultists >= 2 ? { added: [], removed: cultist } : { added: cultist, removed: [] };
    const bag: PlacedCorrection = { after: play - 1, correction: { type: 'chaos_tokens', ...tokens } };
    const corrected = runGuide(guide, before, withCorrections([bag]));
    expect(corrected.problem).toBeUndefined();
    expect(twoOrMore(corrected)).toBe(cultists < 2);
  }, 60_000);
});
