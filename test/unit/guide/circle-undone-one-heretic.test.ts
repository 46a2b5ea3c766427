import { expect, it } from 'vitest';
import { runGuide } from '../../../shared/guide/run-guide.ts';
import type { GuideContext } from '../../../shared/guide/types.ts';
import { realGuide } from '../../support/guide-data.ts';
import { engineAnswers } from '../../support/guide-scripts/engine-answers.ts';
import {
  AGNES,
  DAISY,
  DEATHS_DOORSTEP,
  NEW_INVESTIGATOR,
  PROLOGUE,
  ROLAND,
  SECRET_NAME_TO_GREATER_GOOD,
  WITCHING_HOUR_R5,
  WITCHING_HOUR_READING,
} from '../../support/guide-scripts/return-to-circle-undone-script.ts';
import { describeRealData } from '../../support/real-data.ts';

// Return to The Wages of Sin, Resolution 3: „In your Campaign Log, record 1 heretic was unleashed
// unto Arkham.“ („Im Kampagnenlogbuch wird notiert: 1 Ketzer wurde auf Arkham losgelassen.“) The
// data writes the plural entry of Resolutions 1 and 2 („#X# heretics were unleashed unto Arkham.“,
// German „#X# Ketzer wurden …“) with X = 1; the log holds the sentence the guide prints (its
// German: cli-campaign-guide-rttcu.test.ts).

const GROUP: GuideContext = {
  investigators: {
    [ROLAND]: { health: 9, sanity: 5, traits: ['Agency', 'Detective'] },
    [AGNES]: { health: 6, sanity: 8, traits: ['Sorcerer'] },
    [DAISY]: { health: 5, sanity: 9, traits: ['Miskatonic'] },
  },
};

describeRealData('Return to The Wages of Sin, Resolution 3: one heretic', () => {
  it('records „1 heretic was unleashed unto Arkham“, counted 1', async () => {
    const guide = await realGuide('rttcu');
    const answers = engineAnswers(guide, GROUP, [
      ...PROLOGUE,
      ...WITCHING_HOUR_READING,
      ...WITCHING_HOUR_R5,
      ...DEATHS_DOORSTEP,
      ...NEW_INVESTIGATOR,
      ...SECRET_NAME_TO_GREATER_GOOD.slice(0, 9),
    ]);
    const notes = runGuide(guide, answers, GROUP).state.sections.find((section) => section.id === 'campaign_notes');
    const heretics = notes?.entries.find((entry) => entry.id === 'heretics_released');
    expect(heretics?.count).toBe(1);
    expect(heretics?.text?.en).toBe('1 heretic was unleashed unto Arkham.');
  });
});
