import { describe, expect, it } from 'vitest';
import type { Card, Pack } from '../../../shared/cards/card-types.ts';
import { environmentPacks } from '../../../shared/rules/environment-packs.ts';
import { realPool } from '../../support/card-data.ts';
import { describeRealData } from '../../support/real-data.ts';

// Grimoire XII „Deckbau-Umgebungen“ → „Aktuelle Umgebung“: Grundspiel, 5 Ermittlerdecks, „die 2
// neuesten Deckbau-Erweiterungen“, „die 2 neuesten Ermittler-Erweiterungen nach dem Grundspiel“;
// „Limitierte Umgebung“: „3 verschiedene Spielerkarten-Erweiterungen eurer Wahl“.

describeRealData('environment packs from packs.json (Grimoire XII Deckbau-Umgebungen)', () => {
  it('Aktuell today: core_2026 and the five Chapter 2 investigator decks, no expansion released after 2026-03-20', async () => {
    const { data } = await realPool();
    const packs = environmentPacks(data.packs, data.cards);
    expect(packs.base).toEqual(['core_2026', 'tom', 'car', 'and', 'mar', 'mig']);
    expect(packs.deckbuilding).toEqual([]);
    expect(packs.investigator).toEqual([]);
  });

  it('Limitiert offers the ten cycles with an Investigator Expansion, by that pack’s code or the cycle’s', async () => {
    const { data } = await realPool();
    const { expansions } = environmentPacks(data.packs, data.cards);
    expect(expansions.map((e) => e.codes)).toEqual(
      [
        ['eoep', 'eoe'],
        ['tskp', 'tsk'],
        ['fhvp', 'fhv'],
        ['tdcp', 'tdc'],
        ['dwlp', 'dwl'],
        ['ptcp', 'ptc'],
        ['tfap', 'tfa'],
        ['tcup', 'tcu'],
        ['tdep', 'tde'],
        ['ticp', 'tic'],
      ].map((codes) => expect.arrayContaining(codes)),
    );
    // The Dunwich Legacy: the box, its six mythos packs and both 2024 expansions.
    expect(expansions.find((e) => e.codes.includes('dwl'))!.packs).toEqual(
      expect.arrayContaining(['dwl', 'tmm', 'tece', 'bota', 'uau', 'wda', 'litas', 'dwlp', 'dwlc']),
    );
  });
});

describe('Aktuell after later releases (Grimoire XII „die 2 neuesten …“)', () => {
  const pack = (code: string, name: string, date: string, cycle = code): Pack => ({
    code,
    cycle_code: cycle,
    name,
    position: 1,
    date_release: date,
  });
  const packs: Pack[] = [
    pack('core_2026', 'Core Set (2026)', '2026-03-20', 'core_ch2'),
    pack('tom', 'Tommy Muldoon', '2026-04-17', 'investigator_decks_ch2'),
    pack('tdcp', 'The Drowned City Investigator Expansion', '2025-02-07', 'tdc'),
    pack('aap', 'A Investigator Expansion', '2026-06-01', 'aa'),
    pack('bbp', 'B Investigator Expansion', '2026-09-01', 'bb'),
    pack('ccp', 'C Investigator Expansion', '2027-01-01', 'cc'),
    pack('ccc', 'C Campaign Expansion', '2027-01-01', 'cc'),
    pack('d1', 'Deckbuilding One', '2026-07-01'),
    pack('d2', 'Deckbuilding Two', '2026-08-01'),
    pack('d3', 'Deckbuilding Three', '2026-10-01'),
    pack('p9', 'Some Promo', '2026-11-01', 'promotional'),
  ];
  const printed = ['d1', 'd2', 'd3', 'p9', 'ccc'].map((pack_code) => ({ pack_code }) as Card);

  it('takes the two newest of each kind released after the core set', () => {
    const result = environmentPacks(packs, printed);
    expect(result.base).toEqual(['core_2026', 'tom']);
    expect(result.investigator).toEqual(['ccp', 'bbp']);
    expect(result.deckbuilding).toEqual(['d3', 'd2']);
  });
});
