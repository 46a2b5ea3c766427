import { describe, expect, it } from 'vitest';
import type { AppState } from '../../../renderer/store/app-state.ts';
import { selectEveryTraitName } from '../../../renderer/store/cards/browser-selectors.ts';
import { traitsOf } from '../../../shared/cards/card-facets.ts';
import { traitNames } from '../../../shared/cards/trait-labels.ts';
import type { DeckJson } from '../../../shared/decks/deck-json.ts';
import { germanDeckProblem, ruleLabel } from '../../../shared/i18n/de/deck-problems.ts';
import { germanProblemLabel } from '../../../shared/i18n/de/pool-diff.ts';
import { customizationChoiceProblems } from '../../../shared/rules/customization-choices.ts';
import { validateDeck } from '../../../shared/rules/validate-deck.ts';
import { realPool } from '../../support/card-data.ts';
import { minimalDeck } from '../../support/minimal-deck.ts';
import { describeRealData } from '../../support/real-data.ts';

// rules.json `Customizable` ("Individualisierbar"): the choices on an upgrade sheet
// (`cus_<code>`: `index|xp|value^value`), on the five cards of the data that ask for one.

const pool = await realPool().catch(() => undefined);

const LIVING_INK = '09079'; // mystic; row 0 (0 boxes) a skill, rows 4/5 "Eldritch Ink" (2/3 boxes) another skill
const RAVEN_QUILL = '09042'; // seeker; row 0 one Tome/Spell asset, row 4 "Endless Inkwell" (2 boxes) two more
const FRIENDS_IN_LOW_PLACES = '09060'; // rogue; row 0 a trait, row 2 "Versatile" (2 boxes) another
const SUMMONED_SERVITOR = '09080'; // mystic, "Ally. Arcane"; row 5 "Dominance" (2 boxes) removes a slot
const GRIZZLED = '09101'; // survivor; row 0 two traits, rows 1/2 "Specialist" (1/2 boxes) one more each
const HUNTERS_ARMOR = '09021'; // guardian; no choices

/** The investigator of the card's class, for a deck the card is legal in. */
const INVESTIGATOR: Record<string, string> = {
  [LIVING_INK]: '01004', // Agnes Baker
  [SUMMONED_SERVITOR]: '01004',
  [RAVEN_QUILL]: '01002', // Daisy Walker
  [FRIENDS_IN_LOW_PLACES]: '01003', // "Skids" O'Toole
  [GRIZZLED]: '01005', // Wendy Adams
  [HUNTERS_ARMOR]: '01001', // Roland Banks
};

const decks = new Map<string, DeckJson>();
/** A legal deck of the card's class with one copy of `code` and its sheet `sheet` (none if undefined). */
function deckWith(code: string, sheet?: string): DeckJson {
  let deck = decks.get(code);
  if (!deck) {
    deck = minimalDeck(pool!, pool!.card(INVESTIGATOR[code]!)!, { extra: { [code]: 1 } });
    decks.set(code, deck);
  }
  const meta = JSON.parse(deck.meta || '{}') as Record<string, string>;
  if (sheet === undefined) delete meta[`cus_${code}`];
  else meta[`cus_${code}`] = sheet;
  return { ...deck, meta: JSON.stringify(meta) };
}

const problemsOf = (code: string, sheet?: string) => validateDeck(deckWith(code, sheet), pool!).problems;
const warningsOf = (code: string, sheet?: string) => validateDeck(deckWith(code, sheet), pool!).warnings;
/** The customization problems and warnings as [code, row, reason or missing count, value]. */
const choiceProblems = (code: string, sheet?: string) =>
  [...problemsOf(code, sheet), ...warningsOf(code, sheet)]
    .filter((p) => p.code.startsWith('customization_'))
    .map((p) => [
      p.code,
      p.details!.option,
      p.details!.reason ?? `${p.details!.count}/${p.details!.needed}`,
      p.details!.value ?? null,
    ]);
const germanName = (code: string) => pool!.card(code)?.de?.name ?? pool!.card(code)?.name ?? code;

describeRealData('rules.json "Customizable" (Individualisierbar): choices on the upgrade sheet', () => {
  describe('valid choices are accepted', () => {
    it('Customizable: Living Ink (09079) with willpower, and Eldritch Ink taken twice with two other skills', () => {
      expect(problemsOf(LIVING_INK, '0|0|willpower')).toEqual([]);
      expect(problemsOf(LIVING_INK, '0|0|willpower,4|2|combat,5|3|agility')).toEqual([]);
    });

    it('Customizable: The Raven Quill (09042) naming Old Book of Lore (Tome), then Shrivelling (Spell) and Medical Texts with Endless Inkwell', () => {
      expect(problemsOf(RAVEN_QUILL, '0|0|01031')).toEqual([]);
      expect(problemsOf(RAVEN_QUILL, '0|0|01031,4|2|01060^01035')).toEqual([]);
    });

    it('Customizable: The Raven Quill may name a story asset of the right trait (02254 Esoteric Formula, Spell) — the text names no class or level', () => {
      expect(problemsOf(RAVEN_QUILL, '0|0|02254')).toEqual([]);
    });

    it('Customizable: Friends in Low Places (09060) with Item, and Tool for Versatile; Grizzled (09101) with encounter traits', () => {
      expect(problemsOf(FRIENDS_IN_LOW_PLACES, '0|0|Item,2|2|Tool')).toEqual([]);
      expect(problemsOf(GRIZZLED, '0|0|Monster^Cultist,1|1|Ghoul,2|2|Hazard')).toEqual([]);
    });

    it('Customizable: a trait is matched without case, as a player might type it (09060 "item")', () => {
      expect(problemsOf(FRIENDS_IN_LOW_PLACES, '0|0|item')).toEqual([]);
    });

    it('Customizable: Summoned Servitor (09080) may remove either of its slots, Ally (0) or Arcane (1)', () => {
      expect(problemsOf(SUMMONED_SERVITOR, '5|2|0')).toEqual([]);
      expect(problemsOf(SUMMONED_SERVITOR, '5|2|1')).toEqual([]);
    });

    it('Customizable: cards without choices and Summoned Servitor without its sheet need nothing', () => {
      expect(problemsOf(HUNTERS_ARMOR, '0|1,2|2')).toEqual([]);
      expect(problemsOf(HUNTERS_ARMOR)).toEqual([]);
      expect(problemsOf(SUMMONED_SERVITOR)).toEqual([]);
    });
  });

  describe('missing choices (customization_choice_missing, a warning)', () => {
    it('Customizable: Living Ink without any sheet misses the skill chosen at purchase (row 0 has no boxes)', () => {
      expect(choiceProblems(LIVING_INK)).toEqual([['customization_choice_missing', 0, '0/1', null]]);
    });

    it('Customizable: a taken Eldritch Ink (2 of 2 boxes) without its skill is missing', () => {
      expect(choiceProblems(LIVING_INK, '0|0|willpower,4|2')).toEqual([
        ['customization_choice_missing', 4, '0/1', null],
      ]);
    });

    it('Customizable: Endless Inkwell needs two assets, one is missing; the first named asset too', () => {
      expect(choiceProblems(RAVEN_QUILL, '4|2|01060')).toEqual([
        ['customization_choice_missing', 0, '0/1', null],
        ['customization_choice_missing', 4, '1/2', null],
      ]);
    });

    it('Customizable: Grizzled needs two traits at purchase; Dominance taken without a slot is missing', () => {
      expect(choiceProblems(GRIZZLED, '0|0|Monster')).toEqual([['customization_choice_missing', 0, '1/2', null]]);
      expect(choiceProblems(SUMMONED_SERVITOR, '5|2')).toEqual([['customization_choice_missing', 5, '0/1', null]]);
    });

    it('Customizable: a choice not yet made is a warning, never a problem: the deck stays valid', () => {
      for (const [code, sheet] of [
        [LIVING_INK, undefined],
        [RAVEN_QUILL, '4|2|01060'],
        [GRIZZLED, '0|0|Monster'],
      ] as const) {
        const result = validateDeck(deckWith(code, sheet), pool!);
        expect(result.problems.filter((p) => p.code.startsWith('customization_'))).toEqual([]);
        expect(result.warnings.map((p) => p.code)).toContain('customization_choice_missing');
        expect(result.valid, code).toBe(true);
      }
      // A made choice that breaks the sheet stays a problem beside the warning.
      const broken = validateDeck(deckWith(RAVEN_QUILL, '0|0|01088,4|2|01060'), pool!);
      expect(broken.problems.map((p) => p.code)).toEqual(['customization_choice_invalid']);
      expect(broken.warnings.map((p) => p.code)).toEqual(['customization_choice_missing']);
      expect(broken.valid).toBe(false);
    });

    it('Customizable: the warning names the card, the row, the kind, and the counts, with the glossary entry as rule', () => {
      const [problem] = warningsOf(RAVEN_QUILL, '0|0|01031,4|2|01060');
      expect(problem).toEqual({
        code: 'customization_choice_missing',
        cards: [RAVEN_QUILL],
        rule: { source: 'glossary', id: 'Customizable' },
        details: { card: RAVEN_QUILL, option: 4, choice: 'choose_card', boxes: 2, needed: 2, count: 1 },
      });
      expect(validateDeck(deckWith(RAVEN_QUILL, '0|0|01031,4|2|01060'), pool!).valid).toBe(true);
    });
  });

  describe('invalid choices (customization_choice_invalid)', () => {
    it('Customizable: The Raven Quill may not name .45 Automatic (01016, an asset but no Tome or Spell)', () => {
      expect(choiceProblems(RAVEN_QUILL, '0|0|01016')).toEqual([
        ['customization_choice_invalid', 0, 'card_trait', '01016'],
      ]);
    });

    it('Customizable: The Raven Quill may not name Ward of Protection (01065, a Spell but an event)', () => {
      expect(choiceProblems(RAVEN_QUILL, '0|0|01065')).toEqual([
        ['customization_choice_invalid', 0, 'card_type', '01065'],
      ]);
    });

    it('Customizable: a card code that is not in the data is invalid', () => {
      expect(choiceProblems(RAVEN_QUILL, '0|0|99999')).toEqual([
        ['customization_choice_invalid', 0, 'unknown_card', '99999'],
      ]);
    });

    it('Customizable: "Name two more" — Endless Inkwell may not name Old Book of Lore again, not even as its reprint 01531', () => {
      expect(choiceProblems(RAVEN_QUILL, '0|0|01031,4|2|01531^01060')).toEqual([
        ['customization_choice_invalid', 4, 'duplicate', '01531'],
      ]);
    });

    it('Customizable: Living Ink takes only willpower, intellect, combat or agility', () => {
      expect(choiceProblems(LIVING_INK, '0|0|luck')).toEqual([['customization_choice_invalid', 0, 'skill', 'luck']]);
      expect(choiceProblems(LIVING_INK, '0|0|wild')).toEqual([['customization_choice_invalid', 0, 'skill', 'wild']]);
    });

    it('Customizable: "Choose another skill" — Eldritch Ink may not repeat the skill already chosen', () => {
      expect(choiceProblems(LIVING_INK, '0|0|combat,4|2|combat')).toEqual([
        ['customization_choice_invalid', 4, 'duplicate', 'combat'],
      ]);
    });

    it('Customizable: more values than the row asks for are invalid (Living Ink row 0 takes one skill)', () => {
      expect(choiceProblems(LIVING_INK, '0|0|combat^agility')).toEqual([
        ['customization_choice_invalid', 0, 'too_many', 'agility'],
      ]);
    });

    it('Customizable: Friends in Low Places needs a trait some card has; Grizzled’s "another trait" must differ', () => {
      expect(choiceProblems(FRIENDS_IN_LOW_PLACES, '0|0|Gizmo')).toEqual([
        ['customization_choice_invalid', 0, 'unknown_trait', 'Gizmo'],
      ]);
      expect(choiceProblems(GRIZZLED, '0|0|Monster^monster')).toEqual([
        ['customization_choice_invalid', 0, 'duplicate', 'monster'],
      ]);
    });

    it('Customizable: Summoned Servitor has two slots, index 2 and "ally" are no slot index', () => {
      expect(choiceProblems(SUMMONED_SERVITOR, '5|2|2')).toEqual([['customization_choice_invalid', 5, 'slot', '2']]);
      expect(choiceProblems(SUMMONED_SERVITOR, '5|2|ally')).toEqual([
        ['customization_choice_invalid', 5, 'slot', 'ally'],
      ]);
    });
  });

  describe('choices on options that are not taken', () => {
    it('Customizable: a value on a partly checked option is kept without a problem, even an invalid one (Eldritch Ink 1 of 2)', () => {
      expect(problemsOf(LIVING_INK, '0|0|willpower,4|1|luck')).toEqual([]);
      expect(problemsOf(LIVING_INK, '0|0|willpower,5|0|willpower')).toEqual([]);
    });

    it('Customizable: Endless Inkwell unchecked with a pencilled weapon; Dominance 1 of 2 with a slot that does not exist', () => {
      expect(problemsOf(RAVEN_QUILL, '0|0|01031,4|0|01016')).toEqual([]);
      expect(problemsOf(SUMMONED_SERVITOR, '5|1|7')).toEqual([]);
    });

    it('Customizable: the check starts once the last box is checked', () => {
      expect(choiceProblems(LIVING_INK, '0|0|willpower,4|2|luck')).toEqual([
        ['customization_choice_invalid', 4, 'skill', 'luck'],
      ]);
    });

    it('Customizable: a value on an option without a choice is ignored (Hunter’s Armor Enchanted)', () => {
      expect(problemsOf(HUNTERS_ARMOR, '0|1|Relic')).toEqual([]);
    });
  });

  describe('what the deck editor’s sheet offers is valid', () => {
    it('Customizable: every listed Tome or Spell asset may be named by The Raven Quill', () => {
      const quill = pool!.card(RAVEN_QUILL)!;
      const offered = pool!.listedCards.filter(
        (card) => card.type_code === 'asset' && traitsOf(card).some((t) => t === 'Tome' || t === 'Spell'),
      );
      expect(offered.length).toBeGreaterThan(100);
      for (const card of offered) {
        expect(
          customizationChoiceProblems(quill, { cus_09042: `0|0|${card.code}` }, pool!.card, pool!),
          card.code,
        ).toEqual([]);
      }
    });

    it('Customizable: every trait of the trait select may be chosen for Friends in Low Places and Grizzled', () => {
      const offered = selectEveryTraitName({ cardPool: pool } as AppState);
      const friends = pool!.card(FRIENDS_IN_LOW_PLACES)!;
      const grizzled = pool!.card(GRIZZLED)!;
      for (const { trait } of offered) {
        expect(customizationChoiceProblems(friends, { cus_09060: `0|0|${trait}` }, pool!.card, pool!), trait).toEqual(
          [],
        );
        expect(
          customizationChoiceProblems(
            grizzled,
            { cus_09101: `0|0|${trait}^${trait === 'Monster' ? 'Humanoid' : 'Monster'}` },
            pool!.card,
            pool!,
          ),
          trait,
        ).toEqual([]);
      }
    });

    it('Customizable: the trait select offers encounter traits for Grizzled (Abomination is on no player card)', () => {
      const offered = selectEveryTraitName({ cardPool: pool } as AppState);
      expect(offered.find((entry) => entry.trait === 'Abomination')?.label).toBe('Abscheulichkeit');
      expect(traitNames(pool!.listedCards).some((entry) => entry.trait === 'Abomination')).toBe(false);
    });
  });

  describe('German problem sentences (deck problem list, CLI `deck validate`)', () => {
    it('Customizable: names the German card, the sheet line and the counts for a missing choice', () => {
      const [problem] = warningsOf(LIVING_INK);
      expect(germanDeckProblem(problem!, germanName)).toBe(
        '„Lebendige Tinte“: In Zeile 1 des Verbesserungsbogens fehlt die Wahl (1 Fertigkeit nötig, 0 gewählt); sie wird schon beim Kauf der Karte getroffen (Individualisierbar).',
      );
      const [inkwell] = warningsOf(RAVEN_QUILL, '0|0|01031,4|2|01060');
      expect(germanDeckProblem(inkwell!, germanName)).toBe(
        '„Die Rabenfeder“: In Zeile 5 des Verbesserungsbogens fehlt die Wahl (2 Karten nötig, 1 gewählt), obwohl alle 2 Kästchen dieser Zeile angekreuzt sind (Individualisierbar).',
      );
      expect(ruleLabel(problem!.rule, germanName)).toBe('Regelglossar: „Individualisierbar“');
    });

    it('Customizable: names the offending value in German for invalid choices', () => {
      const sentence = (code: string, sheet: string) =>
        germanDeckProblem(problemsOf(code, sheet).find((p) => p.code === 'customization_choice_invalid')!, germanName);
      expect(sentence(RAVEN_QUILL, '0|0|01016')).toBe(
        `„Die Rabenfeder“: Ungültige Wahl in Zeile 1 des Verbesserungsbogens: „${germanName('01016')}“ hat keines der verlangten Merkmale (Tome, Spell) (Individualisierbar).`,
      );
      expect(sentence(RAVEN_QUILL, '0|0|01065')).toContain('ist keine Karte vom Typ Vorteil');
      expect(sentence(LIVING_INK, '0|0|combat,4|2|combat')).toBe(
        '„Lebendige Tinte“: Ungültige Wahl in Zeile 5 des Verbesserungsbogens: „Kampf“ ist schon gewählt; jede weitere Wahl muss eine andere sein (Individualisierbar).',
      );
      expect(sentence(LIVING_INK, '0|0|luck')).toContain(
        '„luck“ ist keine Fertigkeit; erlaubt sind Willenskraft, Intellekt, Kampf und Beweglichkeit',
      );
      expect(sentence(SUMMONED_SERVITOR, '5|2|2')).toContain(
        'Slot Nr. 2 gibt es nicht, die Karte belegt nur „Ally. Arcane“',
      );
      expect(sentence(FRIENDS_IN_LOW_PLACES, '0|0|Gizmo')).toContain('„Gizmo“ ist kein Merkmal einer Karte');
    });

    it('Customizable: the short labels for decks an update made illegal', () => {
      expect(germanProblemLabel('customization_choice_missing')).toBe('Wahl auf dem Verbesserungsbogen fehlt');
      expect(germanProblemLabel('customization_choice_invalid')).toBe('ungültige Wahl auf dem Verbesserungsbogen');
    });
  });
});
