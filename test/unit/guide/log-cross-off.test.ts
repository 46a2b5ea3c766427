import { beforeAll, expect, it } from 'vitest';
import type { CardPool } from '../../../shared/cards/card-pool.ts';
import type {
  CampaignLogCardsEffect,
  CampaignLogCountEffect,
  CampaignLogEffect,
} from '../../../shared/guide/data/guide-data-types.ts';
import { guideText } from '../../../shared/guide/guide-text.ts';
import { logCards, logCount, logEffect } from '../../../shared/guide/log-effects.ts';
import { list, type Raw } from '../../../shared/guide/raw-guide.ts';
import { storedGuides } from '../../../shared/guide/stored-guide.ts';
import { buildGuideCatalog } from '../../../shared/guide/text/guide-catalog.ts';
import { createGuideTranslator } from '../../../shared/guide/text/guide-translator.ts';
import type { GuideData } from '../../../shared/guide/types.ts';
import { entry, findEntry, section } from '../../../shared/guide/walk-state.ts';
import { guideEffectLine } from '../../../shared/i18n/de/guide-effects.ts';
import { realPool } from '../../support/card-data.ts';
import { realCampaignData, realGuide } from '../../support/guide-data.ts';
import { walkerWith } from '../../support/guide-walker.ts';
import { describeRealData } from '../../support/real-data.ts';

// Crossing off, removing and naming cards only where something is listed (found by the guide
// walker, which saw the data's ids written into the log):
// - The Circle Undone, The Inner Circle, lose_all_mementos: „Cross off each memento listed under
//   Mementos Discovered in your Campaign Log.“ – a memento never found is not written crossed off;
// - The Feast of Hemlock Vale, the day's clock: „Night 1“ removed keeps its words for the preview;
// - Guardians of the Abyss, The Eternal Slumber, record_escaped_brotherhood: „record Brotherhood
//   Agents Who Escaped: and list the names of each unique Cultist enemy“ – none escaped, nothing recorded.

const ROLAND = '01001';
const AGNES = '01004';

/** Every effect object under `value` that `pick` accepts, as the data's schema types it (`T`). */
function effectsIn<T>(value: unknown, pick: (raw: Raw) => boolean): T[] {
  if (Array.isArray(value)) return value.flatMap((item) => effectsIn<T>(item, pick));
  if (!value || typeof value !== 'object') return [];
  const raw = value as Raw;
  return [...(pick(raw) ? [raw as T] : []), ...Object.values(raw).flatMap((item) => effectsIn<T>(item, pick))];
}

describeRealData('crossing off and removing only what the log lists', () => {
  let pool: CardPool;
  const guides: Record<string, GuideData> = {};
  beforeAll(async () => {
    pool = await realPool();
    for (const id of ['tcu', 'fhv', 'gob', 'tfa']) guides[id] = await realGuide(id);
  });

  /** The day's clock of The Feast of Hemlock Vale (`$update_day` in its file `core`): „Night 1“ recorded and removed. */
  const dayClock = () => {
    const core = guides.fhv?.scenarios.find((item) => item.data.id === 'core');
    const night = (raw: Raw) => raw.id === 'day_1_night' && raw.type === 'campaign_log';
    return {
      file: core?.file ?? '',
      record: effectsIn<CampaignLogEffect>(core?.data, (raw) => night(raw) && raw.remove !== true)[0],
      remove: effectsIn<CampaignLogEffect>(core?.data, (raw) => night(raw) && raw.remove === true)[0],
    };
  };

  it('The Inner Circle, lose_all_mementos: only the memento found is crossed off', () => {
    const w = walkerWith(guides.tcu as GuideData, pool, [ROLAND, AGNES], 'the_inner_circle');
    const step = w.scenario?.steps.get('lose_all_mementos');
    if (!step) throw new Error('lose_all_mementos fehlt');
    const journal = entry(w.state, 'mementos', 'gilmans_journal');
    journal.text = guideText("Gilman's Journal", step.file);
    for (const raw of list(step.raw, 'effects')) logEffect(w, raw as CampaignLogEffect, {}, step.file);
    expect(section(w.state, 'mementos').entries.map((item) => [item.id, item.crossedOut])).toEqual([
      ['gilmans_journal', true],
    ]);
    expect(w.effects).toEqual([
      { type: 'log_entry', section: 'mementos', id: 'gilmans_journal', text: journal.text, crossedOut: true },
    ]);
  });

  it('The Feast of Hemlock Vale: „Night 1“ removed from the day’s clock carries its words', () => {
    const w = walkerWith(guides.fhv as GuideData, pool, [ROLAND, AGNES]);
    const { file, record, remove } = dayClock();
    if (!record || !remove) throw new Error('day_1_night fehlt');
    logEffect(w, record, {}, file);
    logEffect(w, remove, {}, file);
    expect(findEntry(w.state, 'current_day', 'day_1_night')).toBeUndefined();
    expect(w.effects.at(-1)).toMatchObject({ type: 'log_entry', removed: true, text: { en: 'Night 1 ([night])' } });
  });

  it('The Feast of Hemlock Vale: removing a night never recorded writes nothing', () => {
    const w = walkerWith(guides.fhv as GuideData, pool, [ROLAND, AGNES]);
    const { file, remove } = dayClock();
    if (!remove) throw new Error('day_1_night fehlt');
    logEffect(w, remove, {}, file);
    expect(w.effects).toEqual([]);
  });

  it('The Eternal Slumber, record_escaped_brotherhood: no cultist escaped records nothing; one is named', () => {
    const w = walkerWith(guides.gob as GuideData, pool, [ROLAND, AGNES], 'the_eternal_slumber');
    const step = w.scenario?.steps.get('record_escaped_brotherhood');
    if (!step) throw new Error('record_escaped_brotherhood fehlt');
    const [raw] = effectsIn<CampaignLogCardsEffect>(step.raw, (item) => item.type === 'campaign_log_cards');
    if (!raw) throw new Error('campaign_log_cards fehlt');
    logCards(w, raw, { cards: [] }, step.file);
    expect(findEntry(w.state, 'campaign_notes', 'tes_escaped_brotherhood')).toBeUndefined();
    expect(w.effects).toEqual([]);
    // A unique Cultist the group names: Wolf-Man Drew (01137).
    logCards(w, raw, { cards: ['01137'] }, step.file);
    expect(findEntry(w.state, 'campaign_notes', 'tes_escaped_brotherhood')?.cards).toEqual(['01137']);
  });

  it('Heart of the Elders, Part 2, check_harbinger: crossing off „the Harbinger is still alive (#X# damage)“ reads its number', async () => {
    const w = walkerWith(guides.tfa as GuideData, pool, [ROLAND, AGNES], 'heart_of_the_elders_part_2');
    const step = w.scenario?.steps.get('check_harbinger');
    if (!step) throw new Error('check_harbinger fehlt');
    const [record] = effectsIn<CampaignLogCountEffect>(
      w.scenario?.raw,
      (raw) => raw.id === 'harbinger_alive' && raw.operation === 'set_input',
    );
    const [crossOff] = effectsIn<CampaignLogEffect>(
      step.raw,
      (raw) => raw.id === 'harbinger_alive' && raw.cross_out === true,
    );
    if (!record || !crossOff) throw new Error('harbinger_alive fehlt');
    logCount(w, record, { value: 3 }, step.file);
    logEffect(w, crossOff, {}, step.file);
    const t = createGuideTranslator(buildGuideCatalog(storedGuides(await realCampaignData()).catalogs));
    const names = { investigator: String, card: String, section: () => 'Kampagnennotizen', scenario: String };
    expect(guideEffectLine(w.effects.at(-1) as never, t, names)).toBe(
      'Logbuch (Kampagnennotizen): „Der Vorbote von Valusia ist noch am Leben (3 Schaden).“ durchstreichen',
    );
  });
});
