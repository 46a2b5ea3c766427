import { GUIDE_CATALOG_CORRECTIONS, GUIDE_ENGINE_TEXTS } from '../../i18n/de/guide-texts.ts';
import type { GuideText } from '../types.ts';
import type { GuideCatalog, GuideGender } from './guide-catalog.ts';

// Every guide string a player reads passes through here: the campaign catalogs first, then the
// app's own German catalogue for the few engine strings the catalogs lack, English only as the
// last resort (the coverage test keeps that list short and named). Results are Unicode NFC.

/** Who an investigator is, for `#name#` and the gendered variants (from the card pool). */
export interface InvestigatorNaming {
  name(code: string): string;
  /** Unknown investigators read the masculine variant, the data's default wording. */
  gender(code: string): GuideGender | undefined;
}

export interface GuideTranslator {
  /** German text of a guide text; `#name#` filled for its investigator. */
  german(text: GuideText): string;
  /** German text of a bare English string (titles of the data without a catalogue of their own). */
  plain(english: string, catalogue?: string): string;
  /** True when `german` finds German for it (a catalog or the app's catalogue). */
  isTranslated(text: GuideText): boolean;
}

// One German catalog (campaigns/tdc/13_return_to_arkham) drops the closing `#`: `#name hat …`.
const NAME_PLACEHOLDER = /#name#?/g;

/** Fills the data's `#name#` placeholder (an investigator's or a card's name). */
export const fillName = (text: string, name: string) => text.replace(NAME_PLACEHOLDER, () => name);

/**
 * Fills `#X#` with a card's copies or an investigator's count; the data's „x#X#“ reads as the
 * multiplication sign („×2“), a bare `#X#` as the number (Fortune and Folly: „Alarm level: #name# (#X#)“).
 */
const fillCopies = (text: string, copies: number) =>
  text.replace(/x#X#/g, `×${copies}`).replace(/#X#/g, String(copies));

/** The English source for a gender: its own variant, else the masculine one, else the text itself. */
export function englishFor(text: GuideText, gender: GuideGender | undefined): string {
  const variants = text.variants;
  if (!variants || !gender) return variants?.masculine ?? text.en;
  return variants[gender] ?? variants.masculine ?? text.en;
}

export function createGuideTranslator(catalog: GuideCatalog, people?: InvestigatorNaming): GuideTranslator {
  const known = (english: string, catalogue?: string) =>
    GUIDE_CATALOG_CORRECTIONS[english.normalize('NFC')] ??
    catalog.lookup(english, catalogue) ??
    GUIDE_ENGINE_TEXTS[english.normalize('NFC')];
  const translate = (text: GuideText): string | undefined => {
    const gender = text.investigator ? (people?.gender(text.investigator) ?? 'masculine') : undefined;
    const english = englishFor(text, gender);
    return gender && text.variants
      ? (catalog.lookupGendered(english, gender, text.catalogue) ?? known(english, text.catalogue))
      : known(english, text.catalogue);
  };
  const one = (text: GuideText) => {
    const german = translate(text) ?? englishFor(text, undefined).normalize('NFC');
    const copies = text.investigator === undefined ? text.count : text.copies?.[text.investigator];
    const counted = copies === undefined ? german : fillCopies(german, copies);
    return text.investigator && people ? fillName(counted, people.name(text.investigator)) : counted;
  };
  return {
    // An entry naming several reads its sentence once for each, each in their own gender.
    german: (text) =>
      [text.investigator, ...(text.others ?? [])]
        .map((code) => one({ ...text, investigator: code, others: undefined }))
        .join(' '),
    plain: (english, catalogue) => known(english, catalogue) ?? english.normalize('NFC'),
    isTranslated: (text) => translate(text) !== undefined,
  };
}
