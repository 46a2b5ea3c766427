import {
  CAMPAIGN_VARIANTS,
  isCampaignOnly,
  VARIANT_IDS,
  type VariantId,
} from '../../shared/campaign/campaign-variants.ts';
import { deVariantNames } from '../../shared/i18n/de/variant-names.ts';
import { t } from '../i18n/messages.ts';
import { Checkbox } from '../ui/checkbox.tsx';
import { MutedText } from '../ui/muted-text.tsx';
import checks from './check-list.module.css';

interface VariantChecklistProps {
  value: readonly VariantId[];
  onChange(next: VariantId[]): void;
  /** A standalone play: the variants „Nur für den Kampagnenmodus“ are not offered. */
  standalone: boolean;
}

/** What the app does with a variant, after its name: „Chaosbeutel“, „Deckbau“, … or „am Tisch“. */
const effectOf = (id: VariantId) => deVariantNames.effects[CAMPAIGN_VARIANTS[id].effect];

/**
 * Grimoire „Ultimaten und Gaben“ (lines 2560–2682) in „Neue Kampagne“: „dürft ihr als Gruppe so
 * viele der folgenden Ultimaten und/oder Gaben auswählen, wie ihr wollt“.
 */
export function VariantChecklist({ value, onChange, standalone }: VariantChecklistProps) {
  const offered = VARIANT_IDS.filter((id) => !(standalone && isCampaignOnly(id)));
  const toggle = (id: VariantId, checked: boolean) =>
    onChange(checked ? [...value.filter((entry) => entry !== id), id] : value.filter((entry) => entry !== id));
  return (
    <details className={checks.group} data-testid="campaign-variants">
      <summary>{t.variantsTitle(value.length)}</summary>
      {offered.map((id) => (
        <label key={id} className={checks.item} data-variant={id}>
          <Checkbox
            checked={value.includes(id)}
            data-testid="campaign-variant"
            onChange={(event) => toggle(id, event.target.checked)}
          />
          <span>
            {deVariantNames.names[id]} <MutedText as="span">({effectOf(id)})</MutedText>
          </span>
        </label>
      ))}
    </details>
  );
}

/** The chosen variants in the campaign overview, each with what the app does with it. */
export function VariantList({ variants }: { variants: readonly VariantId[] }) {
  return (
    <MutedText data-testid="campaign-variant-list">
      {t.variantsChosen}: {variants.map((id) => `${deVariantNames.names[id]} (${effectOf(id)})`).join(' · ')}
    </MutedText>
  );
}
