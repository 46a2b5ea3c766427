import { describe, expect, it } from 'vitest';
import { cardWordingText, wordingChapter, wordingForEnvironment } from '../../../shared/cards/card-wording.ts';
import { MODIFIED_REPRINT_LISTS } from '../../../shared/cards/modified-reprints.ts';
import { cardVersionLabel } from '../../../shared/i18n/de/card-versions.ts';
import { realPool } from '../../support/card-data.ts';
import { describeRealData } from '../../support/real-data.ts';

// Grimoire „XIII. Modifizierte Reprints“ (grimoire-de.md L2684–2701) and „Legacy-Umgebung“ (L2542).

const pool = await realPool().catch(() => undefined);
const card = (code: string) => pool!.card(code)!;

describeRealData('Grimoire XIII Modifizierte Reprints: the pool', () => {
  it('lists the nine cards of the Grimoire table (L2697–2701) by their 2026 core set numbers', () => {
    const [list] = MODIFIED_REPRINT_LISTS;
    // Table: Machete 20, Laborassistentin 32, Vorahnung 64, Schutzsiegel 65, Fleischerbeil 77,
    // Mumm 90, Fingerfertigkeit 91, Überwältigen 92, Wahrnehmung 93.
    expect(list!.grimoireLine).toBe(2697);
    expect(list!.codes.map((code) => [card(code).pack_code, card(code).position, card(code).de?.name])).toEqual([
      ['core_2026', 20, 'Machete'],
      ['core_2026', 32, 'Laborassistentin'],
      ['core_2026', 64, 'Vorahnung'],
      ['core_2026', 65, 'Schutzsiegel'],
      ['core_2026', 77, 'Fleischerbeil'],
      ['core_2026', 90, 'Mumm'],
      ['core_2026', 91, 'Fingerfertigkeit'],
      ['core_2026', 92, 'Überwältigen'],
      ['core_2026', 93, 'Wahrnehmung'],
    ]);
  });

  it('keeps 12020 Machete a card of its own beside 01020, offered in the browser', () => {
    const machete = card('12020');
    expect(machete.duplicate_of).toBeUndefined();
    expect(machete.modified_reprint_of).toBe('01020');
    expect(pool!.listedCards.map((c) => c.code)).toEqual(expect.arrayContaining(['01020', '12020']));
    // Its rules fields come from 01020 (asset, guardian, cost 3), its text is its own.
    expect(machete).toMatchObject({ name: 'Machete', type_code: 'asset', faction_code: 'guardian', cost: 3 });
    expect(machete.text).toContain('the only enemy engaged with you, you may exhaust Machete');
    // 12032 Laboratory Assistant prints 1 willpower icon of its own.
    expect(card('12032').skill_willpower).toBe(1);
  });

  it('shows 12020 in its English 2026 text with the note, never the German text of 01020', () => {
    const shown = cardWordingText(pool!, card('12020'));
    expect(shown).toMatchObject({ code: '12020', chapter: 2, german: false });
    expect(shown.text).toBe(card('12020').text);
    expect(card('12020').de?.text).toBeUndefined();
    expect(cardWordingText(pool!, card('12020'), 'kapitel1').text).toBe(shown.text);
    expect(cardWordingText(pool!, card('01020')).text).toBe(card('01020').de!.text);
  });

  it('leaves 12020 out of the taboo lists that name 01020: list 001 adds 2 XP to 01020 only', () => {
    // taboos.json 001–004 name 01020 Machete; the modified reprint is another card.
    const taboo = pool!.withTaboo(1);
    expect(taboo('01020')!.taboo_xp).toBe(2);
    expect(taboo('01520')!.taboo_xp).toBe(2);
    expect(taboo('12020')!.taboo_xp).toBeUndefined();
  });

  it('never gives a reprint the German text of another wording: 12031 keeps 05024’s German name, not its text', () => {
    expect(card('12031').de?.name).toBe(card('05024').de!.name);
    expect(card('12031').de?.text).toBeUndefined();
    // Same text as the original: its German text stays (12025 Vicious Blow, 01591 Overpower).
    expect(card('12025').de?.text).toBe(card('01025').de!.text);
    expect(card('01591').de).toEqual(card('01091').de);
  });

  it('keeps every other reprint one card: 12031 Fingerprint Kit folds into 05024', () => {
    expect(card('12031').duplicate_of).toBe('05024');
    expect(pool!.reprintsOf(card('05024')).map((c) => c.code)).toContain('12031');
    expect(pool!.listedCards.some((c) => c.code === '12031')).toBe(false);
  });

  it('words a non-modified reprint in Kapitel 2 by default and in Kapitel 1 when a legacy group chooses it', () => {
    const kit = card('05024');
    const chapter2 = cardWordingText(pool!, kit, wordingForEnvironment('aktuell'));
    expect(chapter2).toMatchObject({ code: '12031', chapter: 2, german: false, text: card('12031').text });
    expect(cardWordingText(pool!, kit)).toEqual(chapter2);
    expect(cardWordingText(pool!, card('12031'))).toEqual(chapter2);
    const chapter1 = cardWordingText(pool!, kit, wordingForEnvironment('legacy', 'kapitel1'));
    expect(chapter1).toMatchObject({ code: '05024', chapter: 1, german: true, text: kit.de!.text });
    // A reprint printing the same text keeps the original's German wording (12025 Vicious Blow).
    expect(cardWordingText(pool!, card('12025'))).toMatchObject({ code: '01025', german: true });
  });

  it('names a card’s version by product and chapter', () => {
    expect(cardVersionLabel(pool!, card('12020'))).toBe('Grundspiel (2026) · Kapitel 2');
    expect(cardVersionLabel(pool!, card('01020'))).toBe('Grundspiel · Kapitel 1');
  });
});

describe('Grimoire Deckbau-Umgebungen (L2542): wording by environment', () => {
  it('uses Kapitel 2 in Aktuell and Limitiert whatever the group chose, the group’s choice in Legacy', () => {
    expect(wordingForEnvironment('aktuell', 'kapitel1')).toBe('kapitel2');
    expect(wordingForEnvironment('limitiert', 'kapitel1')).toBe('kapitel2');
    expect(wordingForEnvironment('legacy', 'kapitel1')).toBe('kapitel1');
    expect(wordingForEnvironment('legacy')).toBe('kapitel2');
  });

  it('names the wording in use only for a reprint with two: Fingerprint Kit 05024/12031, not Magnifying Glass 01030 nor Machete 12020', () => {
    expect(wordingChapter(pool!, card('05024'), 'kapitel2')).toBe(2);
    expect(wordingChapter(pool!, card('05024'), 'kapitel1')).toBe(1);
    expect(wordingChapter(pool!, card('12031'), 'kapitel1')).toBe(1);
    expect(wordingChapter(pool!, card('01030'), 'kapitel2')).toBeUndefined();
    // A modified reprint is a card of its own, with one text (Grimoire „Modifizierte Reprints“).
    expect(wordingChapter(pool!, card('12020'), 'kapitel1')).toBeUndefined();
  });
});
