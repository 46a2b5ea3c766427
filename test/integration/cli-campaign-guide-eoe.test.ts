import { afterAll, beforeAll, expect, it } from 'vitest';
import { cliGuideSession } from '../support/cli-guide-session.ts';
import {
  AMY,
  COOKIE,
  DAISY,
  DANFORTH,
  DISAPPEARANCE,
  DYER,
  ICE_AND_DEATH_1,
  LAST,
  MISSING,
  ROLAND,
  SETUP,
  TO_THE_END,
} from '../support/guide-scripts/eoe-script.ts';
import { describeRealData } from '../support/real-data.ts';

// The Edge of the Earth („Am Rande der Welt“) through the campaign guide on the command line, with
// Roland Banks and Daisy Walker on Standard, to the end of The Heart of Madness. Every expected
// value is worked out from the guide's own words, quoted below (English data, German catalogue).

describeRealData('The Edge of the Earth through the campaign guide on the command line', () => {
  const session = cliGuideSession('logbuch-guide-eoe-');
  const { show } = session;
  const team = () => session.entries(show(), 'expedition_team');

  afterAll(() => session.dispose());
  beforeAll(() => session.start('eoe', [ROLAND, DAISY]), 120_000);

  it('after the plane crash each investigator is offered the expedition team in German, Cookie crossed off', () => {
    const choose = session.answer(SETUP);
    expect(choose).toMatchObject({ step: 'choose_partners', scenario: 'ice_and_death_part_1', min: 0 });
    // ice_and_death_part_1.po: „Jeder Ermittler darf 1 verfügbares Mitglied des Expeditionsteams
    // wählen, das nicht durchgestrichen ist.“
    expect(choose.text).toMatch(/^Jeder Ermittler darf 1 verfügbares Mitglied des Expeditionsteams wählen/);
    const offered = choose.choices.map((choice: { id: string }) => choice.id);
    expect(offered).toHaveLength(8);
    expect(offered).not.toContain(COOKIE);
    expect(choose.choices.find((choice: { id: string }) => choice.id === AMY).text).toBe('Dr. Amy Kensler');
    // „#name# was killed in the plane crash.“ → „… wurde beim Flugzeugabsturz getötet.“
    const notes = session.entries(show(), 'campaign_notes').map((entry) => entry.text);
    expect(notes).toContain('James „Cookie” Fredericks wurde beim Flugzeugabsturz getötet.');
  });

  it('Ice and Death part 1: Dyer falls with Roland, Dr. Kensler keeps her damage and horror', () => {
    session.answer(ICE_AND_DEATH_1);
    const entries = team();
    // „Each defeated investigator's chosen partner is eliminated“ — Roland was defeated with Dyer;
    // the log lists the team in the guide's order: Kensler, Dyer, …, Fredericks, Ashevak.
    expect(entries.filter((entry) => entry.crossedOut).map((entry) => entry.id)).toEqual([DYER, COOKIE]);
    // „record the amount of damage and horror on each partner asset in play“: 1 damage, 2 horror.
    const texts = entries.filter((entry) => !entry.crossedOut).map((entry) => entry.text);
    expect(texts).toContain('Dr. Amy Kensler: 1 Schaden');
    expect(texts).toContain('Dr. Amy Kensler: 2 Horror');
    // The seven names not crossed off stay listed.
    expect(texts.filter((text) => !text.includes(':'))).toHaveLength(7);
  });

  it('The Disappearance: „cross off the name of each character who is marked as "MIA."“', () => {
    session.answer(DISAPPEARANCE);
    const crossed = team()
      .filter((entry) => entry.crossedOut && /^\d+$/.test(entry.id ?? ''))
      .map((entry) => entry.id);
    expect([...crossed].sort()).toEqual([COOKIE, DYER, ...MISSING].sort());
    expect(crossed).not.toContain(AMY);
    expect(crossed).not.toContain(DANFORTH);
  });

  it('plays to the end: „The investigators win the campaign!“, Dr. Kensler replaced by the Entity', () => {
    session.answer(TO_THE_END);
    const done = session.cli('campaign', 'guide', '1', '--answer', JSON.stringify(LAST));
    expect(done).toMatchObject({ done: true, result: 'win' });
    // The epilogue is read after the last answer.
    expect(done.shown.some((step: { scenario: string }) => step.scenario === 'eoe_epilogue')).toBe(true);
    const state = show();
    // Resolution 1: „cross off Dr. Amy Kensler's name. In its place, write "The Entity."“
    const amy = session.entries(state, 'expedition_team').filter((entry) => entry.id?.startsWith(AMY));
    expect(amy.find((entry) => entry.id === AMY)?.crossedOut).toBe(true);
    expect(amy.map((entry) => entry.text)).toContain('Dr. Amy Kensler ist durch „Das Wesen“ ersetzt.');
    // „record the survivors of the expedition were… and list the names of each member of the
    // Expedition Team who is not crossed off, along with each surviving investigator's name“.
    const notes = session.entries(state, 'campaign_notes').map((entry) => entry.text);
    expect(notes).toContain('Die Überlebenden der Expedition sind:');
    expect(notes).toContain('- Danforth');
    expect(state.guide.result).toBe('win');
  });
});
