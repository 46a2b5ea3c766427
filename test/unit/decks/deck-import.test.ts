import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import {
  checkImportText,
  checkImportValues,
  type DeckImportCheck,
  previewImport,
} from '../../../shared/decks/deck-import.ts';
import { readImportText } from '../../../shared/decks/deck-import-text.ts';
import { parseDeckMeta } from '../../../shared/decks/deck-json.ts';
import { germanErrorMessage } from '../../../shared/i18n/de/app-errors.ts';
import { realPool } from '../../support/card-data.ts';
import { describeRealData, REPO_ROOT } from '../../support/real-data.ts';

// Deck import: real ArkhamDB decks and chains, a hand-made arkham.build export and broken
// files (test/fixtures/imports/README.md), checked against the real card pool.

const pool = await realPool().catch(() => undefined);
const fixture = (folder: string, file: string) =>
  readFileSync(path.join(REPO_ROOT, 'test/fixtures', folder, file), 'utf8');
const imported = (text: string) => checkImportText(text, pool!);
const plan = (check: DeckImportCheck) => {
  if (!check.ok) throw new Error(check.problems.map((p) => germanErrorMessage(p.code, p.details)).join('\n'));
  return check.plan;
};
const refusal = (check: DeckImportCheck) => {
  if (check.ok) throw new Error('imported');
  return check.problems.map((problem) => ({ ...problem, text: germanErrorMessage(problem.code, problem.details) }));
};

describeRealData('deck import', () => {
  it('accepts every deck of the rules corpus as one deck with its slots, meta and taboo unchanged, except the one with an unknown code', () => {
    const files = readdirSync(path.join(REPO_ROOT, 'test/fixtures/decks')).filter(
      (file) => file.endsWith('.json') && file !== 'expectations.json',
    );
    const refused: string[] = [];
    for (const file of files) {
      const text = fixture('decks', file);
      const check = imported(text);
      if (!check.ok) {
        refused.push(...check.problems.map((p) => `${file}: ${p.code} ${(p.details.unknownCards ?? []).join(',')}`));
        continue;
      }
      const original = JSON.parse(text);
      const [deck] = check.plan.decks;
      expect(check.plan.decks).toHaveLength(1);
      // Slots with a count of 0 or less name no card and are dropped (dropped-slots.ts).
      const kept = Object.entries(Array.isArray(original.slots) ? {} : original.slots).filter(([, n]) => Number(n) > 0);
      expect(deck!.slots).toEqual(Object.fromEntries(kept));
      expect(deck!.meta).toBe(original.meta ?? '');
      expect(deck!.taboo_id).toBe(original.taboo_id ?? null);
      expect(check.plan.source).toBe('arkhamdb');
    }
    expect(refused).toEqual(['size_unknown_card_invalid.json: deck_import_unknown_cards 99999']);
  });

  it('accepts reprint codes (Revised Core Set) and keeps them as the deck names them', () => {
    const { decks } = plan(imported(fixture('decks', 'copies_reprint_codes_valid.json')));
    const reprints = Object.keys(decks[0]!.slots).filter((code) => pool!.card(code)?.duplicate_of);
    expect(reprints.length).toBeGreaterThan(0);
  });

  it("orders ArkhamDB's four Roland versions oldest first, with XP, taboo and exile as the chain has them", () => {
    const chain = JSON.parse(fixture('chains', 'roland_four_versions.json')) as object[];
    const { decks } = plan(checkImportValues([...chain].reverse(), pool!));
    expect(decks.map((deck) => deck.id)).toEqual([7101, 7102, 7103, 7104]);
    expect(
      decks.map((deck) => [
        deck.xp ?? null,
        deck.xp_spent ?? null,
        deck.xp_adjustment ?? null,
        deck.exile_string ?? null,
        deck.taboo_id,
      ]),
    ).toEqual([
      [null, null, 0, null, 8],
      [7, 6, 0, null, 8],
      [4, 4, 0, '05196', 8],
      [3, 5, 2, null, 8],
    ]);
  });

  it("reads arkham.build's export: UUID ids, extra meta keys, a parallel back and a customization", () => {
    const check = plan(imported(fixture('imports', 'arkham_build_parallel_roland.json')));
    expect(check.source).toBe('arkham.build');
    expect(check.name).toBe('Runenaxt-Roland');
    const meta = parseDeckMeta(check.decks[0]!.meta);
    expect(meta).toMatchObject({
      alternate_back: '90024',
      cus_09022: '0|1,1|1,2|1,3|1,4|1',
      card_pool: 'core,rcore,dwl,tfa,tcu,tsk',
    });
    expect(check.decks[0]!.sideSlots).toEqual({ '01030': 1, '02020': 2 });
    const preview = previewImport(check, pool!);
    expect(preview).toMatchObject({ versions: 1, deckSize: 30, size: 30, problems: [] });
  });

  it('orders an arkham.build chain linked by UUIDs', () => {
    const { decks, source } = plan(imported(fixture('imports', 'arkham_build_chain_three_versions.json')));
    expect(source).toBe('arkham.build');
    expect(decks.map((deck) => deck.id)).toEqual([
      '0b7c2f7e-51c4-4d1e-8a43-2f3a9b6c1d01',
      '7e2a91d4-0c5b-4f5e-b8a7-6d3c2e1f0a02',
      'c3d4e5f6-a7b8-4c9d-8e0f-1a2b3c4d5e03',
    ]);
    expect(decks[2]!.exile_string).toBe('05196');
  });

  it('drops the links of a single deck exported from the middle of a chain', () => {
    const [, second] = JSON.parse(fixture('chains', 'roland_four_versions.json')) as object[];
    const { decks } = plan(checkImportValues([second], pool!));
    expect(decks[0]).toMatchObject({ id: 7102, previous_deck: null, next_deck: null, xp: 7, xp_spent: 6 });
  });

  it('names the line and column of malformed JSON, and a text cut short', () => {
    const [comma] = refusal(imported(fixture('imports', 'malformed_missing_comma.json')));
    expect(comma).toMatchObject({ code: 'deck_import_malformed', details: { line: 4, column: 3 } });
    expect(comma!.text).toBe(
      'Das ist kein gültiges JSON. Der Fehler steht in Zeile 4, Spalte 3 (bei „der Zelotin" ▸"date_creation":“). Es wurde nichts importiert.',
    );
    const [cut] = refusal(imported(fixture('imports', 'malformed_truncated.json')));
    expect(cut!.text).toContain('endet mitten im JSON');
  });

  it('refuses what is not a deck, naming the field', () => {
    const [campaign] = refusal(imported(fixture('imports', 'not_a_deck_campaign_file.json')));
    expect(campaign).toMatchObject({
      code: 'deck_import_not_a_deck',
      details: { field: 'investigator_code', reason: 'missing' },
    });
    expect(campaign!.text).toContain('Das Feld „investigator_code“ fehlt');
    const [slots] = refusal(imported(fixture('imports', 'not_a_deck_slots_text.json')));
    expect(slots!.text).toContain('Das Feld „slots“ hat einen ungültigen Wert');
    const [second] = refusal(checkImportValues([JSON.parse(fixture('decks', 'access_norman_valid.json')), 42], pool!));
    expect(second!.text).toMatch(/^Das 2\. Deck ist kein ArkhamDB-Deck/);
    expect(refusal(imported('   '))[0]!.code).toBe('deck_import_empty');
    expect(refusal(imported('[]'))[0]!.code).toBe('deck_import_empty');
  });

  it('names unknown card codes and unknown investigators, and imports nothing', () => {
    const [cards] = refusal(imported(fixture('imports', 'unknown_cards_roland.json')));
    expect(cards).toMatchObject({ code: 'deck_import_unknown_cards', details: { unknownCards: ['99999', '01999'] } });
    expect(cards!.text).toBe(
      'Unbekannte Kartennummer(n): 99999, 01999. Diese Karten kennen die Kartendaten nicht – aktualisiere die Kartendaten und versuche es noch einmal. Es wurde nichts importiert.',
    );
    expect(refusal(imported(fixture('imports', 'unknown_investigator.json')))[0]).toMatchObject({
      code: 'deck_import_unknown_investigator',
      details: { investigator: '00099' },
    });
    expect(refusal(imported(fixture('imports', 'unknown_parallel_back.json')))[0]).toMatchObject({
      code: 'deck_import_unknown_investigator',
      details: { investigator: '99024' },
    });
  });

  it('refuses a chain of two investigators and a chain with versions missing', () => {
    const [mixed] = refusal(imported(fixture('imports', 'mixed_investigators_chain.json')));
    expect(mixed).toMatchObject({
      code: 'deck_chain_mixed_investigators',
      details: { investigators: ['01001', '01002'] },
    });
    expect(mixed!.text).toContain('verschiedenen Ermittlern');
    const [broken] = refusal(imported(fixture('imports', 'broken_chain_missing_versions.json')));
    expect(broken).toMatchObject({ code: 'deck_chain_broken_link', details: { chainDeck: '7103', link: '7102' } });
    expect(broken!.text).toMatch(/es wurde nichts importiert\.$/i);
  });

  it('sends an ArkhamDB address to the online load and refuses a foreign one', () => {
    expect(readImportText('https://arkhamdb.com/deck/view/12345')).toEqual({
      ok: true,
      kind: 'online',
      reference: { kind: 'deck', id: '12345' },
    });
    expect(refusal(imported('https://arkhamdb.com/deck/view/12345'))[0]!.text).toContain('Online laden');
    expect(refusal(imported('https://arkham.build/share/abc'))[0]!.code).toBe('deck_import_foreign_url');
  });

  it('previews an illegal deck with its problems instead of refusing it', () => {
    const check = plan(imported(fixture('decks', 'access_roland_mystic_invalid.json')));
    const preview = previewImport(check, pool!);
    expect(preview.problems.map((problem) => problem.code)).toEqual(['invalid_cards']);
    expect(preview.cards).toBeGreaterThanOrEqual(preview.deckSize);
  });
});
