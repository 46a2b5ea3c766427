import { beforeAll, expect, it } from 'vitest';
import { reduceCampaign } from '../../../shared/campaign/reduce-campaign.ts';
import { answerGuide } from '../../../shared/guide/guide-journal.ts';
import type { AnswerValue, GuideAnswer, GuideData } from '../../../shared/guide/types.ts';
import { realGuide } from '../../support/guide-data.ts';
import { describeRealData } from '../../support/real-data.ts';
import { answerInto, guidedNotzJournal } from '../campaign/guided-journal.ts';
import { CORE, Journal, NOTZ_SCENARIOS } from '../campaign/journal-builder.ts';

// A side story played through the guide lands in the journal as ordinary entries: its cost as
// XP effects (Grimoire „Erfahrungspunkte verdienen und ausgeben“), and the list of played
// scenarios names it in German although no campaign definition holds it.

const answer = (key: string, value: AnswerValue): GuideAnswer => ({ key, value });
const { roland, agnes } = CORE;

const ANSWERS: GuideAnswer[] = [
  answer('$setup/choose_investigators', { kind: 'scenario_investigators', investigators: [roland.code, agnes.code] }),
  answer('$setup/difficulty_choice', { kind: 'choose_one', choice: 'standard' }),
  answer('$setup/draw_weakness', {
    kind: 'investigator_choice',
    choices: { [roland.code]: 'rbw', [agnes.code]: 'rbw' },
    weaknesses: { [roland.code]: '01097', [agnes.code]: '01099' },
  }),
  answer('$setup/save_decks', { kind: 'save_decks' }),
  answer('torch/$play_scenario', { kind: 'play_scenario', lead: roland.code, resolution: 'R1' }),
  answer('torch/earn_xp', { kind: 'counter', value: 2 }),
  answer('torch/$upgrade_decks', { kind: 'upgrade_decks', sideStory: 'curse_of_the_rougarou' }),
  answer('curse_of_the_rougarou/$play_scenario', { kind: 'play_scenario', lead: agnes.code, resolution: 'R1' }),
  answer('curse_of_the_rougarou/earn_xp', { kind: 'counter', value: 2 }),
  answer('curse_of_the_rougarou/$upgrade_decks', { kind: 'upgrade_decks' }),
];

describeRealData('a side story in the campaign journal (Night of the Zealot, Curse of the Rougarou)', () => {
  let guide: GuideData;
  beforeAll(async () => {
    guide = await realGuide('core');
  });

  it('the cost is an XP effect of the choosing entry, and the played list names the side story in German', () => {
    const journal = new Journal()
      .add({
        type: 'campaign_created',
        payload: {
          name: 'Mit Nebengeschichte',
          definitionId: 'core',
          chaosBag: [],
          scenarios: NOTZ_SCENARIOS,
          logSections: [],
        },
      })
      .add({ type: 'investigator_joined', payload: { ...roland, player: 'Ada' } })
      .add({ type: 'investigator_joined', payload: { ...agnes, player: 'Ben' } });
    const outcome = answerGuide(guide, reduceCampaign(journal.entries), ANSWERS, () => ({
      'Curse of the Rougarou': 'Der Fluch des Rougarou',
    }));
    if (!outcome.ok) throw new Error(JSON.stringify(outcome.problem));
    for (const payload of outcome.payloads) journal.add({ type: 'guide_answered', payload });
    const choosing = outcome.payloads[6];
    expect(choosing?.effects).toEqual(
      expect.arrayContaining([
        { type: 'xp', investigator: roland.code, amount: -1 },
        { type: 'xp', investigator: agnes.code, amount: -1 },
      ]),
    );
    const state = reduceCampaign(journal.entries);
    expect(state.played.map((item) => [item.id, item.name, item.resolution])).toEqual([
      ['torch', expect.any(String), 'R1'],
      ['curse_of_the_rougarou', 'Der Fluch des Rougarou', 'R1'],
    ]);
    expect(outcome.run.prompt?.key).toBe('arkham/$play_scenario');
  });

  it('a side story costing more XP than an investigator has left is refused by the journal (campaign_xp_short)', () => {
    // Carnevale of Horrors costs 3 XP; after The Gathering (2 + 2 bonus) Agnes gave back 2 by hand.
    const journal = guidedNotzJournal();
    answerInto(guide, journal, ANSWERS.slice(0, 6));
    journal.add({ type: 'xp_adjusted', payload: { code: agnes.code, xp: -2, reason: 'Korrektur' } });
    expect(reduceCampaign(journal.entries).investigators.map((item) => item.xp.available)).toEqual([4, 2]);
    const carnevale = answer('torch/$upgrade_decks', { kind: 'upgrade_decks', sideStory: 'carnevale_of_horrors' });
    const outcome = answerGuide(guide, reduceCampaign(journal.entries), [carnevale]);
    if (!outcome.ok) throw new Error(JSON.stringify(outcome.problem));
    const entries = [...journal.entries, journal.entry({ type: 'guide_answered', payload: outcome.payloads[0]! })];
    expect(() => reduceCampaign(entries)).toThrow(expect.objectContaining({ code: 'campaign_xp_short' }));
  });
});
