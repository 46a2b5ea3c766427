import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import type { CardPool } from '../../../shared/cards/card-pool.ts';
import { type ExportOptions, exportDeck } from '../../../shared/decks/deck-export.ts';
import { type DeckJson, deckFileSchema, deckJsonSchema } from '../../../shared/decks/deck-json.ts';
import { buildDeckList } from '../../../shared/decks/deck-list.ts';
import { validateDeck } from '../../../shared/rules/validate-deck.ts';
import { realPool } from '../../support/card-data.ts';
import { deckJson } from '../../support/minimal-deck.ts';
import { describeRealData, REPO_ROOT } from '../../support/real-data.ts';

// `deck export` on real decks of the rules corpus (test/fixtures/decks) and the real card data.

const folder = path.join(REPO_ROOT, 'test/fixtures/decks');
const pool = (await realPool().catch(() => undefined)) as CardPool;

const deck = (file: string): DeckJson =>
  deckJsonSchema.parse(JSON.parse(readFileSync(path.join(folder, `${file}.json`), 'utf8')));

function exported(input: string | DeckJson, options: ExportOptions): string {
  const result = exportDeck(typeof input === 'string' ? deck(input) : input, pool, options);
  if (!result.ok) throw new Error(`unbekannte Karten: ${result.unknownCards.join(', ')}`);
  return result.output;
}

const depth = (line: string) => line.length - line.trimStart().length;

/** The lines listed under a text heading: more deeply indented, up to the next blank line. */
function under(text: string, heading: string): string[] {
  const lines = text.split('\n');
  const start = lines.findIndex((line) => line.trim().startsWith(`${heading} (`));
  if (start < 0) return [];
  const rest = lines.slice(start + 1);
  const end = rest.findIndex((line) => !line.trim() || depth(line) <= depth(lines[start]!));
  return (end < 0 ? rest : rest.slice(0, end)).map((line) => line.trim());
}

describeRealData('deck export: text', () => {
  it('lists Roland Banks and puts his signature cards under the German groups', () => {
    const text = exported('size_roland_basic', { format: 'text' });
    expect(text.split('\n').slice(0, 2)).toEqual(['Fixture 1001', 'Ermittler: Roland Banks – Der Bundesagent']);
    expect(under(text, 'Hand')).toContain('1× Rolands 38er Spezial');
    expect(under(text, 'Vorteile')).toContain('Hand (5)');
    expect(under(text, 'Schwächen')).toEqual(['1× Vertuschen', '1× Zufällige Grundschwäche']);
    expect(under(text, 'Ereignisse')).toContain('2× Ausweichen');
    expect(under(text, 'Fertigkeiten')).toEqual(['2× Brutaler Schlag', '2× Führung']);
    // The XP line names what the cards are worth, the word the deck header uses ("Kartenwert").
    expect(text.endsWith('\nKarten im Deck: 30 (insgesamt 33)\nKartenwert (EP): 0\n')).toBe(true);
  });

  it('writes English titles and words with lang en', () => {
    const text = exported('size_roland_basic', { format: 'text', lang: 'en' });
    expect(text).toContain('Investigator: Roland Banks – The Fed\n');
    expect(under(text, 'Hand')).toContain("1× Roland's .38 Special");
    expect(under(text, 'Weaknesses')).toEqual(['1× Cover Up', '1× Random Basic Weakness']);
    expect(text).not.toMatch(/Vorteile|Rolands/);
    expect(text).toContain('Cards in deck: 30 (33 in total)\nExperience: 0\n');
  });

  it('counts add up: the groups hold every card, the deck size is what validation counts', () => {
    for (const file of [
      'size_roland_basic',
      'size_permanent_not_counted',
      'bonded_listed_with_parent_invalid',
      'parallel_jim_spirit_deck_valid',
    ]) {
      const input = deck(file);
      const built = buildDeckList(input, pool);
      if (!built.ok) throw new Error(file);
      const [main] = built.list.sections;
      const all = Object.values(input.slots).reduce((a, b) => a + b, 0);
      expect(
        main!.groups.reduce((sum, g) => sum + g.count, 0),
        file,
      ).toBe(all);
      expect(built.list.deckSize, file).toBe(validateDeck(input, pool).deckSize);
      expect(exported(input, { format: 'text' }), file).toContain(
        `Karten im Deck: ${built.list.deckSize} (insgesamt ${all})`,
      );
    }
  });

  it('shows levels in brackets from level 1 and the deck XP', () => {
    const text = exported('access_roland_seeker_level2_valid', { format: 'text', lang: 'en' });
    const leveled = text.split('\n').filter((line) => /× .* \(\d\)$/.test(line));
    expect(leveled.length).toBeGreaterThan(0);
    expect(text).toContain(`Experience: ${validateDeck(deck('access_roland_seeker_level2_valid'), pool).xp}\n`);
  });

  it('keeps Permanent and bonded cards apart and counts neither toward the deck size', () => {
    expect(under(exported('size_permanent_not_counted', { format: 'text' }), 'Dauerhaft')).toHaveLength(1);
    const bonded = exported('bonded_listed_with_parent_invalid', { format: 'text', lang: 'en' });
    expect(under(bonded, 'Bonded')).toEqual(['3× Soothing Melody']);
    expect(under(bonded, 'Accessory')).toContain('1× Hallowed Mirror');
  });

  it('rules.json "Bonded": shows the bonded cards a parent brings, set aside, outside the slots and the totals', () => {
    const input = deck('bonded_parent_only_valid');
    expect(input.slots['05314']).toBeUndefined();
    const built = buildDeckList(input, pool);
    if (!built.ok) throw new Error('bonded_parent_only_valid');
    const [main] = built.list.sections;
    const bonded = main!.groups.find((g) => g.kind === 'bonded')!;
    expect(bonded.lines.map((l) => [l.code, l.count, l.setAside])).toEqual([['05314', 3, true]]);
    expect(main!.count).toBe(Object.values(input.slots).reduce((a, b) => a + b, 0));
    const text = exported(input, { format: 'text', lang: 'en' });
    expect(under(text, 'Bonded')).toEqual(['3× Soothing Melody']);
  });

  it('notes parallel sides: both, front only, back only', () => {
    expect(exported('parallel_roland_both_sides_valid', { format: 'text' })).toContain(
      'Ermittler: Roland Banks – Der Bundesagent (parallele Vorder- und Rückseite)\n',
    );
    expect(exported('parallel_roland_front_directives_valid', { format: 'text', lang: 'en' })).toMatch(
      /Investigator: Roland Banks – .* \(parallel front\)\n/,
    );
    expect(exported('parallel_jim_spirit_deck_valid', { format: 'text' })).toContain('(parallele Rückseite)');
    expect(exported('size_roland_basic', { format: 'text' })).not.toContain('parallel');
  });

  it('lists ‖Jim Culver’s spirit deck apart, with Vengeful Shade', () => {
    const text = exported('parallel_jim_spirit_deck_valid', { format: 'text', lang: 'en' });
    expect(text).toContain('\nSpirit deck (10)\n');
    const [deckPart, spiritPart] = text.split('Spirit deck (10)');
    expect(spiritPart).toContain('\n  Weaknesses (1)\n    1× Vengeful Shade\n');
    expect(spiritPart).toContain('\n    Ally (9)\n');
    expect(deckPart).not.toContain('Vengeful Shade');
  });

  it('lists the side deck apart and not in the totals', () => {
    const text = exported('size_sideslots_ignored', { format: 'text', lang: 'en' });
    expect(text).toContain('\nSide deck (5)\n');
    expect(text.slice(text.indexOf('Side deck'))).toContain('3× Emergency Cache');
  });

  it('shows a customizable card at its level with the upgrades taken in a sub-line', () => {
    const de = exported('customizable_runic_axe_level5_roland_valid', { format: 'text' });
    expect(under(de, 'Hand')).toContain('2× Runenaxt (5)');
    const sub = under(de, 'Hand')[under(de, 'Hand').indexOf('2× Runenaxt (5)') + 1];
    expect(sub).toBe(
      'Individualisierung: Erbstück; Inschrift des Ruhms; Inschrift der Ältesten; Inschrift der Jagd; Inschrift der Wut; Uralte Macht; Saga (2/3)',
    );
    expect(exported('customizable_runic_axe_level5_roland_valid', { format: 'text', lang: 'en' })).toContain(
      '2× Runic Axe (5)\n      Customizations: Heirloom; Inscription of Glory; Inscription of the Elders; Inscription of the Hunt; Inscription of Fury; Ancient Power; Saga (2/3)\n',
    );
  });

  it("groups a customized card by the slot its upgrade gives (Hunter's Armor, Enchanted: arcane)", () => {
    const text = exported('customizable_hunters_armor_relic_ursula_valid', { format: 'text', lang: 'en' });
    expect(under(text, 'Arcane')).toContain("1× Hunter's Armor (1)");
    expect(under(text, 'Body')).not.toContain("1× Hunter's Armor (1)");
  });

  it('names customization choices: skills in the language, cards by title', () => {
    const input = {
      ...deck('size_roland_basic'),
      slots: { ...deck('size_roland_basic').slots, '09079': 1 },
      meta: JSON.stringify({ cus_09079: '0|0|willpower,1|1' }),
    };
    expect(exported(input, { format: 'text' })).toMatch(
      /1× Lebendige Tinte \(1\)\n\s+Individualisierung: Gewählt: Willenskraft; Wandernde Tinte\n/,
    );
    const quill = { ...input, slots: { ...input.slots, '09042': 1 }, meta: JSON.stringify({ cus_09042: '0|0|01020' }) };
    expect(exported(quill, { format: 'text', lang: 'en' })).toMatch(/Customizations: Chosen: Machete\n/);
  });

  it('names the taboo list', () => {
    expect(exported({ ...deck('size_roland_basic'), taboo_id: 8 }, { format: 'text' })).toContain(
      '\nTabuliste: 008 (2024-10-23)\n',
    );
  });

  it('tells Myriad cards that differ only by subtitle apart', () => {
    const text = exported('copies_myriad_subtitles_valid', { format: 'text', lang: 'en' });
    expect(text).toMatch(/1× Empower Self: Acuity \(2\)/);
    expect(text).toMatch(/1× Empower Self: Alacrity \(2\)/);
  });

  it('Grimoire XIII Modifizierte Reprints: names the version of 12020 Machete, the older 01020 stays bare', () => {
    const german = exported('versions_machete_both_invalid', { format: 'text' });
    expect(under(german, 'Hand')).toEqual(
      expect.arrayContaining(['1× Machete', '1× Machete – Grundspiel (2026), Kapitel 2']),
    );
    const english = exported('versions_machete_both_invalid', { format: 'text', lang: 'en' });
    expect(under(english, 'Hand')).toContain('1× Machete – Core Set (2026), Chapter 2');
  });

  it('Grimoire Deckbau-Umgebungen (L2542): names the wording of a reprint with two, Kapitel 2 unless a Legacy group chose 1', () => {
    // Fingerprint Kit 05024, reprinted as 12031 with slightly changed text; Magnifying Glass 01030 has one wording.
    const daisy = deckJson('01002', { '05024': 1, '01030': 1 });
    expect(under(exported(daisy, { format: 'text' }), 'Hand')).toEqual([
      '1× Fingerabdruck-Set – Wortlaut Kapitel 2',
      '1× Vergrößerungsglas',
    ]);
    expect(under(exported(daisy, { format: 'text', wording: 'kapitel1' }), 'Hand')).toContain(
      '1× Fingerabdruck-Set – Wortlaut Kapitel 1',
    );
    expect(exported(daisy, { format: 'markdown', lang: 'en', wording: 'kapitel1' })).toContain(
      '1× [Fingerprint Kit – Chapter 1 wording](https://arkhamdb.com/card/05024)',
    );
  });
});

describeRealData('deck export: Markdown', () => {
  it('has a heading per group and slot and links every card to ArkhamDB', () => {
    const md = exported('size_roland_basic', { format: 'markdown' });
    expect(
      md.startsWith(
        '# Fixture 1001\n\n**Ermittler:** [Roland Banks – Der Bundesagent](https://arkhamdb.com/card/01001)\n',
      ),
    ).toBe(true);
    expect(md).toContain('\n## Vorteile (11)\n\n### Hand (5)\n\n');
    expect(md).toContain('\n- 1× [Rolands 38er Spezial](https://arkhamdb.com/card/01006)\n');
    expect(md).toContain('\n## Schwächen (2)\n\n- 1× [Vertuschen](https://arkhamdb.com/card/01007)\n');
    expect(md).toContain('\n**Karten im Deck:** 30 (insgesamt 33)\n');
    expect(md).not.toMatch(/\n\n\n/);
  });

  it('escapes Markdown characters in titles and puts customizations in a nested bullet', () => {
    const md = exported(
      { ...deck('customizable_runic_axe_level5_roland_valid'), name: 'Axt *und* [Schild]' },
      { format: 'markdown', lang: 'en' },
    );
    expect(md).toContain('# Axt \\*und\\* \\[Schild\\]\n');
    expect(md).toContain('- 2× [Runic Axe (5)](https://arkhamdb.com/card/09022)\n  - Customizations: Heirloom;');
  });
});

describeRealData('deck export: ArkhamDB JSON', () => {
  const files = readdirSync(folder).filter(
    (f) => f.endsWith('.json') && f !== 'expectations.json' && !f.startsWith('size_unknown'),
  );

  it.each(files)('%s reads back with the same slots, meta, taboo and XP fields', (file) => {
    const input = deckFileSchema.parse(JSON.parse(readFileSync(path.join(folder, file), 'utf8')));
    const output = exported(input, { format: 'arkhamdb' });
    const json = JSON.parse(output) as Record<string, unknown>;
    expect(typeof json.meta).toBe('string');
    const back = deckJsonSchema.parse(json);
    const fields = [
      'investigator_code',
      'slots',
      'sideSlots',
      'ignoreDeckLimitSlots',
      'taboo_id',
      'meta',
      'xp',
      'xp_adjustment',
      'exile_string',
      'previous_deck',
      'next_deck',
      'name',
    ] as const;
    for (const field of fields) expect(back[field], field).toEqual(input[field]);
  });

  it('writes ArkhamDB’s fields in its order, pretty-printed, with defaults for a bare deck', () => {
    const bare = deckJsonSchema.parse({ investigator_code: '01001', slots: { '01006': 1, '01007': 1, '01000': 1 } });
    const json = JSON.parse(exported(bare, { format: 'arkhamdb' })) as Record<string, unknown>;
    expect(Object.keys(json)).toEqual([
      'name',
      'description_md',
      'investigator_code',
      'investigator_name',
      'slots',
      'sideSlots',
      'ignoreDeckLimitSlots',
      'version',
      'xp',
      'xp_spent',
      'xp_adjustment',
      'exile_string',
      'taboo_id',
      'meta',
      'tags',
      'previous_deck',
      'next_deck',
    ]);
    expect(json).toMatchObject({
      name: 'Roland Banks',
      investigator_name: 'Roland Banks',
      meta: '',
      taboo_id: null,
      sideSlots: {},
    });
    expect(exported(bare, { format: 'arkhamdb' })).toContain('\n  "slots": {\n    "01006": 1,');
  });

  it('keeps reprint codes and fields ArkhamDB does not know', () => {
    const input = {
      ...deck('copies_reprint_codes_valid'),
      meta: JSON.stringify({ intro_md: 'Hallo' }),
      card_pool: 'core',
    } as DeckJson;
    const json = JSON.parse(exported(input, { format: 'arkhamdb' })) as Record<string, unknown>;
    expect(json.slots).toEqual(input.slots);
    expect(json).toMatchObject({ meta: '{"intro_md":"Hallo"}', card_pool: 'core' });
  });
});

describeRealData('deck export: unknown cards', () => {
  it('refuses a deck with codes the pool does not know, naming them', () => {
    const input = deck('size_roland_basic');
    expect(
      exportDeck({ ...input, slots: { ...input.slots, '99999': 1 }, sideSlots: { '88888': 1 } }, pool, {
        format: 'text',
      }),
    ).toEqual({ ok: false, unknownCards: ['99999', '88888'] });
    expect(exportDeck({ ...input, investigator_code: '01020' }, pool, { format: 'arkhamdb' })).toEqual({
      ok: false,
      unknownCards: ['01020'],
    });
  });
});
