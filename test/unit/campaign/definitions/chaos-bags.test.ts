import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { chaosBagsOf } from '../../../../shared/campaign/definitions/chaos-bags.ts';
import type { RawStep } from '../../../../shared/campaign/definitions/raw-campaign-data.ts';
import { ARKHAM_CARDS_DATA, describeRealData } from '../../../support/real-data.ts';

// The chaos bag per difficulty as a campaign's setup assembles it (shared/campaign/definitions/
// chaos-bags.ts): Night of the Zealot's campaign guide lists one bag for each of Easy, Standard,
// Hard and Expert; a standalone scenario's setup („Assemble the chaos bag using the following
// tokens: …“) sets one difficulty and its bag.

function file(relative: string): { id: string; setup?: string[]; standalone_setup?: string[]; steps: RawStep[] } {
  return JSON.parse(readFileSync(path.join(ARKHAM_CARDS_DATA, relative), 'utf8'));
}

describeRealData('chaos bags of a campaign setup', () => {
  it('Night of the Zealot: the four bags of the campaign guide', () => {
    const notz = file('campaigns/notz/campaign.json');
    const bags = chaosBagsOf(notz.setup ?? [], notz.steps, 'campaigns/notz/campaign.json');
    const symbols = ['skull', 'skull', 'cultist', 'tablet', 'auto_fail', 'elder_sign'];
    expect(bags).toEqual({
      easy: ['+1', '+1', '0', '0', '0', '-1', '-1', '-1', '-2', '-2', ...symbols],
      standard: ['+1', '0', '0', '-1', '-1', '-1', '-2', '-2', '-3', '-4', ...symbols],
      hard: ['0', '0', '0', '-1', '-1', '-2', '-2', '-3', '-3', '-4', '-5', ...symbols],
      expert: ['0', '-1', '-1', '-2', '-2', '-3', '-3', '-4', '-4', '-5', '-6', '-8', ...symbols],
    });
  });

  it('Threads of Fate played standalone: one Standard bag, as its setup text lists it', () => {
    const scenario = file('campaigns/tfa/threads_of_fate.json');
    const bags = chaosBagsOf(scenario.standalone_setup ?? [], scenario.steps, 'campaigns/tfa/threads_of_fate.json');
    expect(bags).toEqual({
      standard: [
        ...['+1', '0', '0', '0', '-1', '-2', '-2', '-3', '-5'],
        ...['skull', 'skull', 'cultist', 'tablet', 'elder_thing', 'auto_fail', 'elder_sign'],
      ],
    });
  });

  it('the first step that names a difficulty wins; steps not named in the setup are not read', () => {
    const notz = file('campaigns/notz/campaign.json');
    const easyOnly: RawStep = {
      id: 'only_easy',
      input: { type: 'choose_one', choices: [{ id: 'easy', tokens: ['0', 'elder_sign'] }] },
    } as RawStep;
    const bags = chaosBagsOf(['only_easy', 'difficulty_choice'], [easyOnly, ...notz.steps], 'test');
    expect(bags.easy).toEqual(['0', 'elder_sign']);
    expect(bags.standard).toHaveLength(16);
    expect(chaosBagsOf(['prologue'], notz.steps, 'test')).toEqual({});
  });

  it('a token the app does not know is a data error naming the file', () => {
    const broken = {
      id: 'difficulty_choice',
      input: { type: 'choose_one', choices: [{ id: 'standard', tokens: ['+1', 'not_a_token'] }] },
    } as RawStep;
    expect(() => chaosBagsOf(['difficulty_choice'], [broken], 'campaigns/x/campaign.json')).toThrow(
      expect.objectContaining({ code: 'campaign_data_invalid' }),
    );
  });
});
