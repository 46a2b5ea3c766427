import { beforeAll, expect, it } from 'vitest';
import type { CardPool } from '../../../shared/cards/card-pool.ts';
import { runGuide } from '../../../shared/guide/run-guide.ts';
import { storedGuides } from '../../../shared/guide/stored-guide.ts';
import { buildGuideCatalog } from '../../../shared/guide/text/guide-catalog.ts';
import { createGuideTranslator } from '../../../shared/guide/text/guide-translator.ts';
import { investigatorNaming } from '../../../shared/guide/text/investigator-naming.ts';
import type { GuideAnswer, GuideData } from '../../../shared/guide/types.ts';
import { realPool } from '../../support/card-data.ts';
import { realCampaignData } from '../../support/guide-data.ts';
import { engineAnswers } from '../../support/guide-scripts/engine-answers.ts';
import * as script from '../../support/guide-scripts/forgotten-age-script.ts';
import { describeRealData } from '../../support/real-data.ts';
import { ROLAND_AND_AGNES } from '../../support/roland-and-agnes.ts';

// The Forgotten Age, Heart of the Elders, Part 1, Setup, after the scripted route
// (forgotten-age-script.ts): „For each path that is known to you, place 1 resource on the Mouth of
// K’n-yan“ – the guide names the count: „#X# paths are known to you.“ („Du kennst #X# Wege.“), 2.
// „Based on the events of Interlude III: The Jungle Beckons“: Agnes had a canteen („Each
// investigator who has a canteen begins the next scenario with 1 clue“), so the setup reads
// „#name# starts with 1 clue (from the token bank).“ for her alone. The data lists both through
// hidden branches whose effects only show (check_campaign_log_count / _cards).
// Part 2: „Search the collection for each card listed in parentheses next to “the jungle watches”“ –
// listed as „#name# (#X#)“: the Boa Constrictor, once. The Depths of Yoth: „Based on the events of
// Interlude IV: Those Held Captive“ – Agnes read Low on Rations, „#name# starts with 3 fewer
// resources.“

/** Up to the play of The City of Archives. */
const TO_CITY = [
  ...script.SETUP,
  ...script.UNTAMED_WILDS,
  ...script.RESTLESS_NIGHTS,
  ...script.DOOM_OF_EZTLI,
  ...script.EXPEDITIONS_END,
  ...script.THREADS_OF_FATE,
  ...script.BOUNDARY_BEYOND,
  ...script.HEART_OF_THE_ELDERS,
];

describeRealData('The Forgotten Age: setup reminders read off the Campaign Log', () => {
  let pool: CardPool;
  let tfa: GuideData;
  let stored: ReturnType<typeof storedGuides>;
  beforeAll(async () => {
    pool = await realPool();
    stored = storedGuides(await realCampaignData());
    tfa = stored.guides.find((guide) => guide.campaignId === 'tfa') as GuideData;
    answers = engineAnswers(tfa, ROLAND_AND_AGNES, [...TO_CITY, ...script.CITY_OF_ARCHIVES]);
  });

  /** The script's answers as the engine stores them, made once: each test replays a prefix. */
  let answers: GuideAnswer[] = [];
  const through = (count: number) => runGuide(tfa, answers.slice(0, count), ROLAND_AND_AGNES);
  const reader = (run: ReturnType<typeof runGuide>) => {
    const t = createGuideTranslator(buildGuideCatalog(stored.catalogs), investigatorNaming(pool, new Map()));
    return (step: string) =>
      (run.prompt?.shown ?? []).filter((item) => item.step === step).map((item) => item.text && t.german(item.text));
  };

  it('Heart of the Elders, Part 1 names the paths known and who starts with a clue', () => {
    const run = through(TO_CITY.length - script.HEART_OF_THE_ELDERS.length + 1);
    expect(run.prompt).toMatchObject({ key: 'heart_of_the_elders_part_1/$play_scenario' });
    const read = reader(run);
    expect(read('setup_paths_count')).toEqual(['Du kennst 2 Wege.']);
    expect(read('list_start_with_clue')).toEqual([
      'Agnes Baker beginnt das Spiel mit 1 Hinweis <i>(aus dem Markervorrat)</i>.',
    ]);
  });

  it('Part 2 lists the jungle watches: „Search the collection for each card listed in parentheses“', () => {
    const run = through(TO_CITY.length - 6);
    expect(run.prompt).toMatchObject({ key: 'heart_of_the_elders_part_2/$play_scenario' });
    expect(reader(run)('list_jungle_watches')).toEqual(['Boa Constrictor (1)']);
  });

  it('The Depths of Yoth: Agnes read Low on Rations – „3 fewer resources“ – in Those Held Captive', () => {
    const run = through(answers.length);
    expect(run.prompt).toMatchObject({ key: 'the_depths_of_yoth/$play_scenario' });
    expect(reader(run)('list_no_provisions')).toEqual(['Agnes Baker beginnt das Spiel mit 3 Ressourcen weniger.']);
  });
});
