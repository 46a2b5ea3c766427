import { beforeAll, expect, it } from 'vitest';
import { runGuide } from '../../../shared/guide/run-guide.ts';
import type { GuideContext } from '../../../shared/guide/types.ts';
import { findEntry } from '../../../shared/guide/walk-state.ts';
import { realGuide } from '../../support/guide-data.ts';
import { engineAnswers } from '../../support/guide-scripts/engine-answers.ts';
import { describeRealData } from '../../support/real-data.ts';

// The Path to Carcosa, Interlude I (Lunacy's Reward; Skeptic's Reward in the reprint), „We have to
// kill them.“: Reality's Shadow 3 – „record that you slayed the monsters at the dinner party“, and
// the data's steps maybe_slay_constance … maybe_slay_ashleigh record under „VIPs Slain“ each of
// Constance Dumaine, Jordan Perry, Ishimaru Haruko, Sebastien Moreau and Ashleigh Clarke not
// listed yet (the effect names the VIP by its id, „#name#“, and gives no `cards`). Later scenarios
// ask about a VIP only while „VIPs Slain“ does not list them (Echoes of the Past:
// prompt_sebastien_moreau), so a burnt house leaves nobody to ask about.

const ROLAND = '01001';
const AGNES = '01004';
const GROUP: GuideContext = {
  investigators: {
    [ROLAND]: { health: 9, sanity: 5, faction: 'guardian', traits: ['Agency', 'Detective'] },
    [AGNES]: { health: 6, sanity: 8, faction: 'mystic', traits: ['Sorcerer'] },
  },
};
/** To Interlude I: The Last King ends with each investigator resigned (Resolution 1), Constance Dumaine slain. */
const TO_INTERLUDE = (reprint: string, slain: string) => [
  { step: 'choose_investigators', investigators: [ROLAND, AGNES] },
  { step: 'difficulty_choice', choice: 'standard' },
  {
    step: 'draw_weakness',
    choices: { [ROLAND]: 'rbw', [AGNES]: 'rbw' },
    weaknesses: { [ROLAND]: '01097', [AGNES]: '01099' },
  },
  { step: 'save_decks' },
  { step: 'ask_reprint', choice: reprint },
  { step: 'choose_investigators', investigators: [ROLAND, AGNES] },
  { step: '$play_scenario', lead: ROLAND, resolution: 'R2' },
  { step: 'ask_mid_game_tokens', choice: 'yes' },
  { step: 'ask_which_mid_game_token', choice: 'a_city_aflame' },
  { step: 'earn_xp', value: 1 },
  { step: '$upgrade_decks' },
  {
    step: '$play_scenario',
    lead: ROLAND,
    resolution: 'no_resolution_resigned',
    statuses: { [ROLAND]: 'resigned', [AGNES]: 'resigned' },
  },
  { step: 'vips_interviewed', cards: [] },
  { step: slain, cards: ['03065b'] },
  { step: 'earn_xp', value: 1 },
  { step: 'earn_clue_xp', values: {} },
  { step: 'house_choice', choice: 'burn_house' },
];
const VIPS = ['03065b', '03066b', '03067b', '03068b', '03069b'];

describeRealData('The Path to Carcosa, Interlude I: „We have to kill them.“ slays every VIP', () => {
  const guides: Record<string, Awaited<ReturnType<typeof realGuide>>> = {};
  beforeAll(async () => {
    for (const id of ['ptc', 'rtptc']) guides[id] = await realGuide(id);
  });

  it.each([
    ['ptc', 'original', 'vips_slain', 'ptc_interlude1'],
    ['rtptc', 'reprint', 'vips_slain_reprint', 'ptc_interlude1_reprint'],
  ])(
    "%s (%s): Reality's Shadow 3 lists all five VIPs under „VIPs Slain“, each by name",
    (id, reprint, slain, interlude) => {
      const guide = guides[id];
      if (!guide) throw new Error(id);
      const answers = engineAnswers(guide, GROUP, TO_INTERLUDE(reprint, slain));
      const run = runGuide(guide, answers, GROUP);
      expect(run.prompt).toMatchObject({ key: `${interlude}/$upgrade_decks` });
      expect(findEntry(run.state, 'campaign_notes', 'slayed_the_monsters')).toBeDefined();
      const listed = run.state.sections.find((item) => item.id === 'vips_slain')?.entries ?? [];
      expect(listed.map((item) => item.id)).toEqual(VIPS);
      expect(listed.map((item) => item.cards)).toEqual(VIPS.map((code) => [code]));
    },
  );
});
