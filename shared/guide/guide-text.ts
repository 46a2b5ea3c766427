import { type Raw, str } from './raw-guide.ts';
import type { GuideText } from './types.ts';

/** A text of the guide with its catalogue, its gendered variants and, for `#name#`, the investigator. */
export function guideText(en: string | undefined, catalogue: string, raw?: Raw, code?: string): GuideText | undefined {
  if (!en) return undefined;
  const variants = raw && {
    masculine: str(raw, 'masculine_text'),
    feminine: str(raw, 'feminine_text'),
    nonbinary: str(raw, 'nonbinary_text'),
    plural: str(raw, 'plural_text'),
  };
  const hasVariants = variants && Object.values(variants).some((value) => value !== undefined);
  return { en, catalogue, ...(hasVariants ? { variants } : {}), ...(code ? { investigator: code } : {}) };
}
