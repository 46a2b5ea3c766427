import { VARIANT_IDS, type VariantId, variantIdSchema } from '../../shared/campaign/campaign-variants.ts';
import { deCli } from '../../shared/i18n/de/cli.ts';
import { UsageError } from './cli-error.ts';

/** `--variants ID,ID…`: Grimoire „Ultimaten und Gaben“ by their ids (docs/command-line/campaigns.md); an unknown id exits 2. */
export function variantsOption(text: string | undefined): VariantId[] | undefined {
  if (text === undefined) return undefined;
  return text.split(',').map((entry) => {
    const parsed = variantIdSchema.safeParse(entry.trim());
    if (!parsed.success) throw new UsageError(deCli.variantUnknown(entry.trim(), VARIANT_IDS));
    return parsed.data;
  });
}
