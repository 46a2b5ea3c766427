import { environmentTextLabel } from '../../shared/i18n/de/environment-texts.ts';
import { t } from '../i18n/messages.ts';
import { selectDeckEnvironmentText, selectEnvironmentOfCampaign } from '../store/deck/environment-selectors.ts';
import { useAppStore } from '../store/store-context.tsx';
import styles from './deck-environment.module.css';
import { EnvironmentPicker } from './environment-picker.tsx';

/**
 * Grimoire XII „Deckbau-Umgebungen“: the saved deck's environment; the deck is validated live
 * under it. A campaign deck shows its campaign's, which only the campaign sets.
 */
export function DeckEnvironmentField() {
  const opened = useAppStore((state) => state.opened);
  const text = useAppStore(selectDeckEnvironmentText);
  const ofCampaign = useAppStore(selectEnvironmentOfCampaign);
  const setEnvironment = useAppStore((state) => state.setDeckEnvironment);
  if (!opened) return <p className={styles.hint}>{t.environmentSaveFirst}</p>;
  if (ofCampaign)
    return (
      <p className={styles.hint} data-testid="deck-environment-campaign">
        {t.environmentOfCampaign(environmentTextLabel(text))}
      </p>
    );
  return (
    <EnvironmentPicker
      value={text}
      testId="environment-select"
      onChange={(environment) => void setEnvironment(environment)}
    />
  );
}
