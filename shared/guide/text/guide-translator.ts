import { GUIDE_ENGINE_TEXTS } from '../../i18n/de/guide-texts.ts';
import type { GuideCatalog, GuideGender } from './guide-catalog.ts';

// Every guide string a player reads passes through here: the campaign catalogs first, then the
// app's own German catalogue for the few engine strings the catalogs lack, English only as the
// last resort (the coverage test keeps that list short and named). Results are Unicode NFC.

/** The three gendered variants a step, choice or effect may carry for a sentence about an investigator. */
export interface GenderedTexts {
  masculine_text?: string;
  feminine_text?: string;
  nonbinary_text?: string;
  text?: string;
}

export interface GuideTranslator {
  /** German text of an English guide string. */
  text(english: string): string;
  /** True when `text` finds German for it (catalog or app catalogue). */
  isTranslated(english: string): boolean;
  /** The variant for the investigator's gender in German, with `#name#` filled in. */
  aboutInvestigator(variants: GenderedTexts, gender: GuideGender, name: string): string;
}

const NAME_PLACEHOLDER = /#name#/g;

/** Fills the data's `#name#` placeholder (an investigator's or a card's name). */
export const fillName = (text: string, name: string) => text.replace(NAME_PLACEHOLDER, () => name);

const GENDER_FIELDS = {
  masculine: 'masculine_text',
  feminine: 'feminine_text',
  nonbinary: 'nonbinary_text',
} as const satisfies Record<GuideGender, keyof GenderedTexts>;

/** The English variant for a gender: its own field, else the masculine one (the data's default), else `text`. */
export function englishVariant(variants: GenderedTexts, gender: GuideGender): string {
  return variants[GENDER_FIELDS[gender]] ?? variants.masculine_text ?? variants.text ?? '';
}

export function createGuideTranslator(catalog: GuideCatalog): GuideTranslator {
  const german = (english: string) => catalog.lookup(english) ?? GUIDE_ENGINE_TEXTS[english.normalize('NFC')];
  return {
    text: (english) => german(english) ?? english.normalize('NFC'),
    isTranslated: (english) => german(english) !== undefined,
    aboutInvestigator: (variants, gender, name) => {
      const english = englishVariant(variants, gender);
      const translated = catalog.lookupGendered(english, gender) ?? german(english) ?? english.normalize('NFC');
      return fillName(translated, name);
    },
  };
}
