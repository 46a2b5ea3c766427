import { beforeAll, expect, it } from 'vitest';
import type { GuideData } from '../../../shared/guide/types.ts';
import { realGuide } from '../../support/guide-data.ts';
import { CORE_INVESTIGATORS } from '../../support/guide-random-answers.ts';
import { steerTo } from '../../support/guide-steer.ts';
import { describeRealData } from '../../support/real-data.ts';

// The Dream-Eaters, one half played alone (`tdea`, `tdeb`). Setup, check_campaign_link: not linked,
// so the guide asks „It looks like you are playing The Web of Dreams as a 4-part campaign. If there
// is a separate group playing The Dream-Quest, the app can present you with instructions to send
// them during each interlude, and wait for their input at appropriate times.“ As half of an 8-part
// campaign the receiving steps ask the group (`manual_prompt`) and the sending steps say what to
// tell the other group; as a 4-part campaign neither is read.

const GROUP = ['01001', '01002'];
const halfAs = (choice: string) => ({ ask_8_part_campaign: { choice } });
const atInterlude = (scenario: string) => (prompt: { scenario: string }) => prompt.scenario === scenario;

describeRealData('The Dream-Eaters, one half alone', () => {
  let tdea: GuideData;
  let tdeb: GuideData;
  beforeAll(async () => {
    [tdea, tdeb] = await Promise.all([realGuide('tdea'), realGuide('tdeb')]);
  });

  it('The Web of Dreams as half of an 8-part campaign asks for the message the black cat brought', () => {
    const { run } = steerTo(tdeb, CORE_INVESTIGATORS, GROUP, halfAs('8_part_campaign'), atInterlude('the_black_cat'));
    // b_black_cat, campaign_link_branch: „Ask the investigators of The Dream-Quest (Campaign A) for
    // the message they told the black cat:“ with the four messages of Interlude I.
    expect(run.prompt).toMatchObject({ step: 'campaign_link_branch', kind: 'choose_one' });
    expect(run.prompt?.text?.en).toBe(
      'Ask the investigators of <i>The Dream-Quest</i> (Campaign A) for the message they told the black cat:',
    );
    expect(run.prompt?.choices?.map((choice) => choice.id)).toEqual([
      'black_cat_shared_knowledge_of_the_dreamlands',
      'black_cat_delivered_news',
      'black_cat_warned_the_others',
      'threaten_black_cat',
    ]);
  });

  it('the other group’s answer is read on as printed: „delivered news“ adds the [elder_thing] token', () => {
    const steering = { ...halfAs('8_part_campaign'), campaign_link_branch: { choice: 'black_cat_delivered_news' } };
    const before = steerTo(tdeb, CORE_INVESTIGATORS, GROUP, steering, atInterlude('the_black_cat')).run;
    const { run } = steerTo(tdeb, CORE_INVESTIGATORS, GROUP, steering, atInterlude('a_thousand_shapes_of_horror'));
    // „Add 1 [elder_thing] token to the chaos bags for both campaigns.“ (this half's own bag).
    const count = (bag: string[]) => bag.filter((token) => token === 'elder_thing').length;
    expect(count(run.state.chaosBag)).toBe(count(before.state.chaosBag) + 1);
    // Resigned without a resolution: „Tell the investigators of The Dream-Quest (Campaign A), that
    // the dreamers are strong.“
    expect(run.state.links).toEqual({
      dreamers_grow_weaker: 'dreamers_are_strong',
      waking_nightmare: 'done',
      black_cat_done: 'proceed',
    });
  });

  it('as a 4-part campaign nobody is asked and „you are on your own“ is recorded', () => {
    const { run } = steerTo(
      tdeb,
      CORE_INVESTIGATORS,
      GROUP,
      halfAs('4_part_campaign'),
      atInterlude('a_thousand_shapes_of_horror'),
    );
    const notes = run.state.sections.find((section) => section.id === 'campaign_notes');
    expect(notes?.entries.map((entry) => entry.id)).toContain('on_your_own');
    expect(run.prompt?.shown.some((step) => step.step === 'campaign_link_branch')).toBe(false);
  });

  it('The Dream-Quest alone says nothing of „Proceed to Scenario I–B“ (only the linked campaign reads it)', () => {
    const { run } = steerTo(tdea, CORE_INVESTIGATORS, GROUP, halfAs('4_part_campaign'), atInterlude('the_black_cat'));
    const shown = JSON.stringify(run.prompt?.shown ?? []);
    expect(shown).not.toContain('Proceed to');
    expect(run.state.sections.find((section) => section.id === 'hidden')?.entries.map((entry) => entry.id)).toEqual(
      expect.arrayContaining(['half_campaign']),
    );
  });

  it('as half of an 8-part campaign a sending step says what to tell the other group', () => {
    const steering = { ...halfAs('8_part_campaign'), check_dreamers_grow_weaker: { choice: 'dreamers_are_strong' } };
    const { run } = steerTo(tdea, CORE_INVESTIGATORS, GROUP, steering, atInterlude('the_search_for_kadath'));
    // a_black_cat, the lead investigator chose „Tell your companions of your quest, your plight, and your peril.“
    const told = run.prompt?.shown.find((step) => step.step === 'send_black_cat_delivered_news');
    expect(told?.text?.en).toBe(
      'Tell the investigators of <i>The Web of Dreams</i> (Campaign B), that <i>the black cat delivered news of your plight.</i>',
    );
    expect(run.state.links?.black_cat_decision).toBe('black_cat_delivered_news');
  });
});
