import { CampaignUpgradeBar } from '../campaign/campaign-upgrade-bar.tsx';
import { selectCampaignUpgrade } from '../store/campaign/campaign-upgrade-selectors.ts';
import { useAppStore } from '../store/store-context.tsx';
import styles from './deck-builder.module.css';
import { DeckDropZone } from './deck-drop-zone.tsx';
import { DeckEditor } from './deck-editor.tsx';
import { DeckImportHost } from './import/deck-import-button.tsx';
import { InvestigatorPicker } from './investigator-picker.tsx';

/** "Deck bauen": the investigator picker until a deck is started, then the editor (under a campaign's bar while it upgrades from there); a dropped deck file opens the import. */
export function DeckBuilder() {
  const picking = useAppStore((state) => state.picking || !state.deck);
  const inCampaign = useAppStore((state) => selectCampaignUpgrade(state) !== undefined);
  const editor = inCampaign ? (
    <div className={styles.frame}>
      <CampaignUpgradeBar />
      <DeckEditor />
    </div>
  ) : (
    <DeckEditor />
  );
  const shown = picking ? <InvestigatorPicker /> : editor;
  return (
    <DeckDropZone>
      {shown}
      <DeckImportHost />
    </DeckDropZone>
  );
}
