import type { CarryOver } from '../../shared/api/campaign-contract.ts';
import { t } from '../i18n/messages.ts';
import { useAppStore } from '../store/store-context.tsx';
import { Checkbox } from '../ui/checkbox.tsx';
import { MutedText } from '../ui/muted-text.tsx';
import { SelectField } from '../ui/select-field.tsx';
import checks from './check-list.module.css';

const NONE = '';
/** Grimoire line 2321: killed, insane or devoured investigators cannot go on. */
const OUT = new Set(['killed', 'insane', 'devoured']);

interface CarryOverPickerProps {
  value: CarryOver | undefined;
  onChange(next: CarryOver | undefined): void;
}

/**
 * Grimoire „Epischer Kampagnenmodus“ (lines 2330–2343): an earlier campaign whose investigators
 * go on in the new one; those still playing are checked, one who left may be added („Nicht alle
 * überlebenden Ermittler müssen … übertragen werden“).
 */
export function CarryOverPicker({ value, onChange }: CarryOverPickerProps) {
  const campaigns = useAppStore((state) => state.campaigns);
  const source = campaigns.find((campaign) => campaign.id === value?.campaignId);
  const choose = (id: string) => {
    const campaign = campaigns.find((entry) => String(entry.id) === id);
    if (!campaign) return onChange(undefined);
    const playing = campaign.investigators.filter((entry) => entry.status === 'active').map((entry) => entry.code);
    onChange({ campaignId: campaign.id, investigators: playing });
  };
  const toggle = (code: string, checked: boolean) => {
    if (!value) return;
    const chosen = (value.investigators ?? []).filter((entry) => entry !== code);
    onChange({ ...value, investigators: checked ? [...chosen, code] : chosen });
  };
  return (
    <>
      <SelectField
        label={t.carryOverLabel}
        testId="campaign-carry-over-select"
        value={source ? String(source.id) : NONE}
        values={[
          { value: NONE, label: t.carryOverNone },
          ...campaigns.map((campaign) => ({ value: String(campaign.id), label: campaign.name })),
        ]}
        onChange={choose}
      />
      {source && (
        <fieldset className={checks.group} data-testid="carry-over-investigators">
          <legend>{t.carryOverInvestigators}</legend>
          {source.investigators.map((investigator) => (
            <label key={investigator.code} className={checks.item} data-code={investigator.code}>
              <Checkbox
                checked={value?.investigators?.includes(investigator.code) ?? false}
                disabled={OUT.has(investigator.status)}
                data-testid="carry-over-investigator"
                onChange={(event) => toggle(investigator.code, event.target.checked)}
              />
              <span>
                {investigator.name} ({investigator.player})
                {OUT.has(investigator.status) && <MutedText as="span"> – {t.carryOverOut}</MutedText>}
              </span>
            </label>
          ))}
          <MutedText>{t.carryOverHint}</MutedText>
        </fieldset>
      )}
    </>
  );
}
