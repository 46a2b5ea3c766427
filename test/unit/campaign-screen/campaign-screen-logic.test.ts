import { describe, expect, it } from 'vitest';
import { campaignFileName } from '../../../renderer/campaign/campaign-file-name.ts';
import { correctionEvents } from '../../../renderer/campaign/correction-form.ts';
import { exileEvents } from '../../../renderer/campaign/exile-form.ts';
import { journalText, logChangeText } from '../../../renderer/campaign/journal-text.ts';
import { suppliesCost, suppliesEvent } from '../../../renderer/campaign/supplies-form.ts';
import {
  matchCards,
  researchableCards,
  rewardCards,
  storyCards,
  weaknessCards,
} from '../../../renderer/store/campaign/campaign-cards.ts';
import { historyPoints, isLater, scenariosBy } from '../../../renderer/store/campaign/campaign-history.ts';
import { openEntries, visibleLogSections, writableLogSections } from '../../../renderer/store/campaign/campaign-log.ts';
import { bagChanges, drawChaosToken } from '../../../renderer/store/campaign/chaos-bag-changes.ts';
import type { LogSectionState } from '../../../shared/campaign/campaign-state.ts';
import { createCardPool } from '../../../shared/cards/card-pool.ts';
import type { Card } from '../../../shared/cards/card-types.ts';
import { isStoryCard } from '../../../shared/cards/story-cards.ts';

// The campaign screen's pure parts: chaos bag, "Stand nach …", log sections, card
// choices, corrections, supplies and file names.

describe('the chaos bag', () => {
  it('draws every token with its share of the bag and nothing from an empty one', () => {
    const bag = ['+1', '0', '0', 'skull'] as const;
    expect(drawChaosToken(bag, () => 0)).toBe('+1');
    expect(drawChaosToken(bag, () => 0.3)).toBe('0');
    expect(drawChaosToken(bag, () => 0.999999)).toBe('skull');
    expect(drawChaosToken([], () => 0.5)).toBeUndefined();
  });

  it('turns an edited bag into one added or removed event per kind, split past ten copies', () => {
    expect(bagChanges(['+1', '0', 'skull'], ['0', 'skull', 'skull', 'bless'])).toEqual([
      { type: 'chaos_token_removed', payload: { token: '+1', count: 1 } },
      { type: 'chaos_token_added', payload: { token: 'skull', count: 1 } },
      { type: 'chaos_token_added', payload: { token: 'bless', count: 1 } },
    ]);
    expect(bagChanges([], Array(12).fill('curse')).map((change) => change.payload)).toEqual([
      { token: 'curse', count: 10 },
      { token: 'curse', count: 2 },
    ]);
    expect(bagChanges(['0'], ['0'])).toEqual([]);
  });
});

describe('"Stand nach …"', () => {
  const line = (seq: number, type: string, undone = false) => ({
    seq,
    type,
    payload: {},
    at: '2026-11-23T12:00:00Z',
    undone,
  });
  const journal = [
    line(1, 'campaign_created'),
    line(2, 'investigator_joined'),
    line(3, 'scenario_recorded'),
    line(4, 'note_added', true),
    line(5, 'undo'),
    line(6, 'xp_adjusted'),
  ];

  it('offers each played scenario, then each entry that still counts, newest first, but not the current state', () => {
    expect(historyPoints(journal, [{ seq: 3, name: 'Die Zusammenkunft' }])).toEqual([
      { seq: 3, kind: 'scenario', n: 1, name: 'Die Zusammenkunft' },
      { seq: 3, kind: 'entry' },
      { seq: 2, kind: 'entry' },
      { seq: 1, kind: 'entry' },
    ]);
    // The scenario just recorded is the current state: "nach Szenario 2" is not offered, the numbering stays.
    expect(
      historyPoints(
        [...journal, line(7, 'scenario_recorded')],
        [
          { seq: 3, name: 'A' },
          { seq: 7, name: 'B' },
        ],
      ).filter((point) => point.kind === 'scenario'),
    ).toEqual([{ seq: 3, kind: 'scenario', n: 1, name: 'A' }]);
  });

  it('counts the scenarios played by an entry and greys what came later', () => {
    expect(scenariosBy([{ seq: 3 }, { seq: 7 }], 5)).toBe(1);
    expect(isLater({ seq: 6 }, 3)).toBe(true);
    expect(isLater({ seq: 6 }, undefined)).toBe(false);
  });
});

describe('the Kampagnenlogbuch on screen', () => {
  const section = (
    id: string,
    type: string,
    entries: { text: string; crossedOut: boolean }[] = [],
  ): LogSectionState => ({ id, title: id, type, entries, count: 0, counts: {} });
  const sections = [
    section('campaign_notes', 'list'),
    section('ice_and_death', 'header'),
    section('supplies', 'supplies'),
    section('yigs_fury', 'count'),
    section('hidden', 'list'),
  ];

  it('leaves out what the definition hides, and headers and supply lists where entries are written', () => {
    const visible = visibleLogSections(sections, [{ id: 'hidden', hidden: true }]);
    expect(visible.map((entry) => entry.id)).toEqual(['campaign_notes', 'ice_and_death', 'supplies', 'yigs_fury']);
    expect(writableLogSections(visible).map((entry) => entry.id)).toEqual(['campaign_notes', 'yigs_fury']);
  });

  it('offers to cross out the open entries, counting the changes already planned', () => {
    const cultists = section('cultists', 'list', [
      { text: 'Wolf-Man Drew', crossedOut: false },
      { text: 'Herman Collins', crossedOut: true },
    ]);
    expect(openEntries(cultists, [])).toEqual(['Wolf-Man Drew']);
    expect(
      openEntries(cultists, [
        { section: 'cultists', entry: 'Wolf-Man Drew', crossedOut: true },
        { section: 'cultists', entry: 'Peter Warren' },
        { section: 'other', entry: 'x' },
      ]),
    ).toEqual(['Peter Warren']);
  });

  it('says each change in German, and one change of a log_updated in one line', () => {
    const names = { section: (id: string) => ({ yigs_fury: 'Yigs Zorn', cultists: 'Verhörte Kultisten' })[id] ?? id };
    expect(logChangeText({ section: 'yigs_fury', count: 4 }, names)).toBe('Yigs Zorn: Zähler auf 4');
    expect(logChangeText({ section: 'camp', count: 3, name: 'Unterschlupf' }, names)).toBe(
      'camp: „Unterschlupf“ auf 3',
    );
    expect(logChangeText({ section: 'cultists', entry: 'Wolf-Man Drew', crossedOut: true }, names)).toBe(
      'Verhörte Kultisten: „Wolf-Man Drew“ durchgestrichen',
    );
    const journalNames = { investigator: (code: string) => code, card: (code: string) => code, ...names };
    expect(
      journalText({ type: 'log_updated', payload: { changes: [{ section: 'yigs_fury', count: 4 }] } }, journalNames),
    ).toEqual(['Kampagnenlogbuch – Yigs Zorn: Zähler auf 4']);
  });

  it('names supplies and their section, not their ids', () => {
    const names = {
      investigator: () => 'Ursula Downs',
      card: (code: string) => code,
      section: () => 'Ausrüstung',
      supply: (_section: string, id: string) => ({ provisions: 'Proviant', rope: 'Seil' })[id] ?? id,
    };
    const chosen = {
      code: '04002',
      section: 'supplies',
      supplies: [
        { id: 'provisions', count: 2 },
        { id: 'rope', count: 1 },
      ],
    };
    expect(journalText({ type: 'supplies_chosen', payload: chosen }, names)).toEqual([
      'Ursula Downs wählt Ausrüstung: 2× Proviant, Seil',
    ]);
    expect(
      journalText(
        { type: 'supply_used', payload: { code: '04002', section: 'supplies', supply: 'provisions' } },
        names,
      ),
    ).toEqual(['Ursula Downs verbraucht Proviant']);
  });
});

describe('cards the campaign screen offers', () => {
  const card = (code: string, fields: Partial<Card>): Card =>
    ({ code, name: code, type_code: 'asset', faction_code: 'neutral', pack_code: 'core', ...fields }) as Card;
  const pool = createCardPool({
    cards: [
      card('01117', { name: 'Lita Chantler', encounter_code: 'torch', de: { name: 'Lita Chantler' } }),
      card('03192', {
        name: 'Archaic Glyphs',
        faction_code: 'seeker',
        text: 'Researched.\nUses (3 secrets).',
        de: { name: 'Archaische Glyphen' },
      }),
      card('01096', {
        name: 'Amnesia',
        type_code: 'treachery',
        subtype_code: 'basicweakness',
        de: { name: 'Gedächtnisverlust' },
      }),
      card('01018', { name: 'Beat Cop', faction_code: 'guardian', de: { name: 'Streifenpolizist' } }),
      card('01500', { name: 'Cultist', type_code: 'enemy', faction_code: 'mythos', encounter_code: 'torch' }),
      // Grimoire „Belohnungskarten“: a reward card filed with an encounter set is no story asset.
      card('12181', {
        name: 'Collector',
        encounter_code: 'queen_of_ash',
        permanent: true,
        text: 'Permanent. Reward. Limit 1 per deck. Purchase only at deck creation.\nYou get +5 deck size.',
      }),
    ],
    packs: [],
    cycles: [],
    taboos: [],
    labels: { factions: {}, types: {}, subtypes: {} },
    duplicateRecords: [],
  });

  it('offers story assets from encounter sets, weaknesses, cards with „Erforscht“ and reward cards („Belohnungskarten“)', () => {
    expect(storyCards(pool).map((entry) => entry.code)).toEqual(['01117']);
    expect(weaknessCards(pool).map((entry) => entry.code)).toEqual(['01096']);
    expect(researchableCards(pool).map((entry) => entry.code)).toEqual(['03192']);
    expect(rewardCards(pool).map((entry) => entry.code)).toEqual(['12181']);
    expect(isStoryCard(pool.card('01117')!)).toBe(true);
    expect(isStoryCard(pool.card('01500')!)).toBe(false);
  });

  it('finds cards by the start of a German or English word, or by code', () => {
    const all = [...pool.data.cards];
    expect(matchCards(all, 'strei', 5).map((entry) => entry.code)).toEqual(['01018']);
    expect(matchCards(all, 'beat cop', 5).map((entry) => entry.code)).toEqual(['01018']);
    expect(matchCards(all, '03192', 5).map((entry) => entry.code)).toEqual(['03192']);
    expect(matchCards(all, 'olizist', 5)).toEqual([]);
    expect(matchCards(all, 'a', 1)).toHaveLength(1);
    expect(matchCards(all, 'lita', 5, new Set(['01117']))).toEqual([]);
  });
});

describe('corrections, exile and supplies as events', () => {
  it('corrects XP and trauma with one reason, and only what changes', () => {
    expect(correctionEvents('01001', { xp: '2', physical: '0', mental: '−1', reason: ' Nebengeschichte ' })).toEqual([
      { type: 'xp_adjusted', payload: { code: '01001', xp: 2, reason: 'Nebengeschichte' } },
      { type: 'trauma_adjusted', payload: { code: '01001', physical: 0, mental: -1, reason: 'Nebengeschichte' } },
    ]);
    expect(correctionEvents('01001', { xp: '2', physical: '0', mental: '0', reason: '' })).toBeUndefined();
    expect(correctionEvents('01001', { xp: '0', physical: '', mental: '0', reason: 'nichts' })).toBeUndefined();
    expect(correctionEvents('01001', { xp: '100', physical: '0', mental: '0', reason: 'zu viel' })).toBeUndefined();
  });

  it('exiles each card once with its copies', () => {
    expect(exileEvents('01001', ['01024', '01019', '01024'])).toEqual([
      { type: 'card_exiled', payload: { code: '01001', card: '01024', count: 2 } },
      { type: 'card_exiled', payload: { code: '01001', card: '01019', count: 1 } },
    ]);
  });

  it('prices chosen supplies and sends only those chosen', () => {
    const supplies = [
      { id: 'provisions', name: 'Proviant', cost: 1, multiple: true },
      { id: 'rope', name: 'Seil', cost: 3 },
    ];
    expect(suppliesCost(supplies, { provisions: 2, rope: 1 })).toBe(5);
    expect(suppliesEvent('04004', 'supplies', { provisions: 2, rope: 0 })).toEqual([
      {
        type: 'supplies_chosen',
        payload: { code: '04004', section: 'supplies', supplies: [{ id: 'provisions', count: 2 }] },
      },
    ]);
    expect(suppliesEvent('04004', 'supplies', { rope: 0 })).toBeUndefined();
  });
});

describe('campaign files', () => {
  it('names a campaign file by the campaign, umlauts spelled out', () => {
    expect(campaignFileName('Dienstagsrunde')).toBe('dienstagsrunde.kampagne.json');
    expect(campaignFileName('Die Rückkehr nach Dunwich – Teil 2!')).toBe(
      'die-rueckkehr-nach-dunwich-teil-2.kampagne.json',
    );
    expect(campaignFileName('???')).toBe('kampagne.kampagne.json');
  });
});
