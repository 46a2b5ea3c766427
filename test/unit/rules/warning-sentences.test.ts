import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { deckFileSchema } from '../../../shared/decks/deck-json.ts';
import { droppedSlots, droppedSlotWarnings } from '../../../shared/decks/dropped-slots.ts';
import { germanDeckProblem, ruleLabel } from '../../../shared/i18n/de/deck-problems.ts';
import { germanProblemLabel } from '../../../shared/i18n/de/pool-diff.ts';
import { validateDeck } from '../../../shared/rules/validate-deck.ts';
import { realPool } from '../../support/card-data.ts';
import { describeRealData, REPO_ROOT } from '../../support/real-data.ts';

// The German sentences the deck editor and the CLI show for the new warnings and problems, made
// at the edge (shared/i18n/de/deck-problems.ts) from typed findings of real corpus decks.

const pool = await realPool().catch(() => undefined);
const name = (code: string) => pool!.card(code)?.de?.name ?? pool!.card(code)?.name ?? code;
const raw = (file: string): unknown =>
  JSON.parse(readFileSync(path.join(REPO_ROOT, 'test/fixtures/decks', file), 'utf8'));
const validated = (file: string, options = {}) => validateDeck(deckFileSchema.parse(raw(file)), pool!, options);

describeRealData('German sentences for warnings and the new problems', () => {
  it('Erforscht without a campaign: says legality is unknown, cites the Grimoire', () => {
    const [warning] = validated('researched_without_campaign_valid.json').warnings;
    expect(germanDeckProblem(warning!, name)).toBe(
      '„Seltsame Lösung“ ist „Erforscht“: Ohne Kampagne ist nicht bekannt, ob das Kampagnenlogbuch die Karte freigeschaltet hat. In einer Kampagne ist sie erst danach erlaubt.',
    );
    expect(ruleLabel(warning!.rule, name)).toBe('Grimoire: „Erforscht“');
    expect(germanProblemLabel('researched_unknown')).toBe('Erforscht-Karte ohne Kampagne');
  });

  it('a dropped slot names the card, the count and the part of the file', () => {
    const [warning] = droppedSlotWarnings(droppedSlots(raw('import_negative_slot_dropped_valid.json')));
    expect(germanDeckProblem(warning!, name)).toBe(
      '„Zufällige Grundschwäche“ stand mit der Anzahl -1 in der Datei (Deck) und wurde weggelassen: Eine Anzahl von 0 oder weniger bedeutet keine Karte.',
    );
  });

  it('a per-version limit and a trait limit say that the card text allows one per deck', () => {
    const [version] = validated('copies_precious_memento_same_version_twice_invalid.json').problems;
    expect(germanDeckProblem(version!, name)).toBe(
      'Zu viele Exemplare von „Geliebtes Andenken“: 2, der Kartentext erlaubt 1 dieser Version je Deck.',
    );
    expect(ruleLabel(version!.rule, name)).toBe('Kartentext: „Geliebtes Andenken“');
    const [covenant] = validated('covenant_two_invalid.json').problems;
    expect(germanDeckProblem(covenant!, name)).toBe(
      'Zu viele Karten dieser Art („Heiliger Bund“, „Blasphemischer Bund“): 2, der Kartentext erlaubt 1 je Deck.',
    );
  });

  it('an Advanced card beside an original names both', () => {
    const [problem] = validated('signature_advanced_partial_set_invalid.json').problems;
    expect(problem!.details).toEqual({ requirement: 'advanced_partial', advanced: '90030' });
    expect(germanDeckProblem(problem!, name)).toBe(
      `Advanced-Signaturkarten ersetzen die ursprünglichen nur als ganzer Satz: Neben „${name('90030')}“ steht noch „${name('01007')}“ im Deck; entweder alle Advanced-Versionen oder keine.`,
    );
  });
});
