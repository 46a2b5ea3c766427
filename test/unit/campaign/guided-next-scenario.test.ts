import { beforeAll, expect, it } from 'vitest';
import { reduceCampaign } from '../../../shared/campaign/reduce-campaign.ts';
import type { GuideData } from '../../../shared/guide/types.ts';
import { realGuide } from '../../support/guide-data.ts';
import { AGNES, ROLAND, SETUP } from '../../support/guide-scripts/dunwich-script.ts';
import { engineAnswers } from '../../support/guide-scripts/engine-answers.ts';
import { describeRealData } from '../../support/real-data.ts';
import { answerInto, guideAnswer, guidedNotzJournal, NOTZ_GUIDE_SETUP } from './guided-journal.ts';
import { CORE, Journal } from './journal-builder.ts';

// „Nächstes Szenario“ of a guided campaign follows the guide: the scenario whose resolution was
// chosen is not „next“ any more while its XP and upgrades are still being entered, and where the
// guide names the next scenario (The Dunwich Legacy's prologue: „Let's go talk to him“ – The
// House Always Wins first), that one comes next, not the campaign's printed order.

const GROUP = {
  investigators: { [ROLAND]: { health: 9, sanity: 5 }, [AGNES]: { health: 6, sanity: 8 } },
};
const DWL_ORDER = ['dwl_prologue', 'extracurricular_activity', 'the_house_always_wins', 'armitages_fate'];

describeRealData('the next scenario of a guided campaign', () => {
  let core: GuideData;
  let dwl: GuideData;
  beforeAll(async () => {
    [core, dwl] = await Promise.all([realGuide('core'), realGuide('dwl')]);
  });

  it('Night of the Zealot: once The Gathering has its resolution, The Midnight Masks is next', () => {
    const journal = guidedNotzJournal();
    answerInto(core, journal, NOTZ_GUIDE_SETUP);
    expect(reduceCampaign(journal.entries).nextScenario?.id).toBe('torch');
    answerInto(core, journal, [
      guideAnswer('torch/$play_scenario', { kind: 'play_scenario', lead: CORE.roland.code, resolution: 'R1' }),
    ]);
    const state = reduceCampaign(journal.entries);
    expect(state.played.map((item) => item.id)).toEqual([]);
    expect(state.nextScenario).toEqual({ id: 'arkham', name: 'Die Mitternachtsmasken' });
  });

  it('The Dunwich Legacy: The House Always Wins first, then Extracurricular Activity, as the guide says', () => {
    const journal = new Journal()
      .add({
        type: 'campaign_created',
        payload: {
          name: 'Dunwich mit Leitfaden',
          definitionId: 'dwl',
          chaosBag: [],
          scenarios: DWL_ORDER.map((id) => ({ id, name: id })),
          logSections: [],
        },
      })
      .join(CORE.roland, 'Ada')
      .join(CORE.agnes, 'Ben');
    const answers = engineAnswers(dwl, GROUP, [...SETUP.slice(0, 4), { step: 'scenario_choice', choice: '1b' }]);
    answerInto(dwl, journal, answers);
    expect(reduceCampaign(journal.entries).nextScenario?.id).toBe('the_house_always_wins');
    const played = engineAnswers(dwl, GROUP, [
      ...SETUP.slice(0, 4),
      { step: 'scenario_choice', choice: '1b' },
      { step: '$play_scenario', lead: ROLAND, resolution: 'R1' },
    ]).slice(answers.length);
    answerInto(dwl, journal, played);
    expect(reduceCampaign(journal.entries).nextScenario?.id).toBe('extracurricular_activity');
  });
});
