import { type FormEvent, useId, useState } from 'react';
import type { CarryOver } from '../../shared/api/campaign-contract.ts';
import { type ChaosToken, DIFFICULTIES, type Difficulty } from '../../shared/campaign/campaign-definition.ts';
import { isCampaignOnly, type VariantId } from '../../shared/campaign/campaign-variants.ts';
import { SIDE_DEFINITION, standaloneScenarios } from '../../shared/campaign/standalone-campaign.ts';
import { EnvironmentPicker } from '../deck/environment-picker.tsx';
import { t } from '../i18n/messages.ts';
import { useAppStore } from '../store/store-context.tsx';
import { DialogFooter } from '../ui/dialog-footer.tsx';
import { ModalDialog } from '../ui/modal-dialog.tsx';
import { MutedText } from '../ui/muted-text.tsx';
import { SelectField } from '../ui/select-field.tsx';
import { TextField } from '../ui/text-field.tsx';
import { CampaignErrorMessage } from './campaign-error.tsx';
import form from './campaign-form.module.css';
import { CarryOverPicker } from './carry-over-picker.tsx';
import { ChaosTokenCounter } from './chaos-bag.tsx';
import { FREE_CAMPAIGN_BAGS } from './chaos-tokens.ts';
import styles from './create-campaign-dialog.module.css';
import { DefinitionSelect, defaultDefinitionId, FREE, STANDALONE } from './definition-select.tsx';
import { freeScenarios } from './scenario-form.ts';
import { useDefinition } from './use-definition.ts';
import { VariantChecklist } from './variant-checklist.tsx';

/**
 * "Neue Kampagne": a name, a definition (or free scenarios, or one scenario of the side folder
 * played alone), the difficulty and its chaos bag, and investigators carried from an earlier campaign.
 */
export function CreateCampaignDialog({ onClose }: { onClose(): void }) {
  const createCampaign = useAppStore((state) => state.createCampaign);
  const definitions = useAppStore((state) => state.definitions);
  const busy = useAppStore((state) => state.campaignBusy);
  const formId = useId();
  const [name, setName] = useState('');
  // Undefined until the player chooses: the default follows the definitions once they are loaded.
  const [pickedDefinition, setDefinitionId] = useState<string>();
  const definitionId = pickedDefinition ?? defaultDefinitionId(definitions);
  const [difficulty, setDifficulty] = useState<Difficulty>('standard');
  // Undefined: the preset of the difficulty; set once the player changes a token.
  const [edited, setEdited] = useState<ChaosToken[]>();
  const [scenarioText, setScenarioText] = useState('');
  const [scenarioId, setScenarioId] = useState('');
  const standalone = definitionId === STANDALONE;
  // A standalone play draws its scenarios from the side folder's definition.
  const definition = useDefinition(standalone ? SIDE_DEFINITION : definitionId || undefined);
  const [environment, setEnvironment] = useState<string | null>(null);
  const [carryOver, setCarryOver] = useState<CarryOver>();
  const [variants, setVariants] = useState<VariantId[]>([]);
  const loading = definitionId !== FREE && !definition;
  const scenarios = standalone && definition ? standaloneScenarios(definition) : [];
  const scenario = scenarios.find((entry) => entry.id === scenarioId) ?? scenarios[0];

  // The bags to offer: the standalone scenario's own, the definition's, or (free) the presets.
  const bags = standalone ? (scenario?.chaosBags ?? {}) : definition?.chaosBags;
  const offered = bags ? DIFFICULTIES.filter((entry) => bags[entry]) : DIFFICULTIES;
  const chosen = offered.includes(difficulty) ? difficulty : (offered[0] ?? 'standard');
  const preset = bags ? (bags[chosen] ?? []) : FREE_CAMPAIGN_BAGS[chosen];
  const tokens = edited ?? preset;
  const suggested = standalone ? scenario?.name : definition?.name;
  const title = name.trim() || suggested || '';

  const chooseDefinition = (id: string) => {
    setDefinitionId(id);
    setEdited(undefined);
  };
  const chooseScenario = (id: string) => {
    setScenarioId(id);
    setEdited(undefined);
  };
  const chooseDifficulty = (value: string) => {
    setDifficulty(value as Difficulty);
    setEdited(undefined);
  };
  const sourceOf = () => {
    if (standalone) return scenario && { standaloneScenario: scenario.id };
    return definition ? { definitionId: definition.id } : { scenarios: freeScenarios(scenarioText) };
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!title || loading) return;
    const source = sourceOf();
    if (!source) return;
    const deckbuilding = environment ? { environment } : {};
    // Grimoire „Epischer Kampagnenmodus“: only with someone to carry, and never into a standalone play.
    const carried = !standalone && carryOver?.investigators?.length ? { carryOver } : {};
    // A standalone play keeps only the variants it was offered.
    const chosenVariants = standalone ? variants.filter((id) => !isCampaignOnly(id)) : variants;
    const rules = chosenVariants.length ? { variants: chosenVariants } : {};
    const input = {
      name: title,
      difficulty: chosen,
      chaosBag: tokens,
      ...source,
      ...deckbuilding,
      ...carried,
      ...rules,
    };
    if (await createCampaign(input)) onClose();
  };

  const footer = (
    <DialogFooter
      cancel={{ label: t.cancel, onClick: onClose }}
      submit={{ label: t.create, testId: 'create-campaign', disabled: !title || loading || busy, form: formId }}
    />
  );
  return (
    <ModalDialog title={t.createTitle} testId="create-campaign-dialog" wide onClose={onClose} footer={footer}>
      <form id={formId} className={form.form} onSubmit={(event) => void submit(event)}>
        <div className={form.row}>
          <TextField label={t.campaignName} className={form.grow}>
            <input
              type="text"
              value={name}
              data-testid="campaign-name-input"
              placeholder={suggested ?? t.campaignNamePlaceholder}
              maxLength={200}
              autoFocus
              onChange={(event) => setName(event.target.value)}
            />
          </TextField>
        </div>
        <div className={form.row}>
          {definitions.length > 0 && (
            <DefinitionSelect definitions={definitions} value={definitionId} onChange={chooseDefinition} />
          )}
          <SelectField
            label={t.difficulty}
            testId="campaign-difficulty-select"
            value={chosen}
            values={offered.map((value) => ({ value, label: t.difficultyLabels[value]! }))}
            onChange={chooseDifficulty}
          />
        </div>
        {standalone && scenario && (
          <SelectField
            label={t.standaloneScenarioSelect}
            testId="standalone-scenario-select"
            value={scenario.id}
            values={scenarios.map((entry) => ({ value: entry.id, label: entry.name }))}
            onChange={chooseScenario}
          />
        )}
        {!standalone && definitionId === FREE && (
          <TextField label={t.scenarioList}>
            <textarea
              rows={4}
              value={scenarioText}
              data-testid="campaign-scenarios-input"
              placeholder={t.scenarioListPlaceholder}
              onChange={(event) => setScenarioText(event.target.value)}
            />
          </TextField>
        )}
        {definitionId !== FREE && !scenario && (
          <MutedText className={styles.scenarios} data-testid="definition-scenarios">
            {definition
              ? t.definitionScenarioList(
                  definition.scenarios.filter((entry) => !entry.branch).map((entry) => entry.name),
                )
              : t.definitionLoading}
          </MutedText>
        )}
        <EnvironmentPicker
          value={environment ?? undefined}
          testId="campaign-environment-select"
          campaign
          onChange={setEnvironment}
        />
        {!standalone && <CarryOverPicker value={carryOver} onChange={setCarryOver} />}
        <VariantChecklist value={variants} onChange={setVariants} standalone={standalone} />
        <ChaosTokenCounter tokens={tokens} onChange={setEdited} testId="campaign-bag-editor" label={t.chaosBag} />
      </form>
      <CampaignErrorMessage />
    </ModalDialog>
  );
}
