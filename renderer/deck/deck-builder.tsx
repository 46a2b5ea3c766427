import { CampaignUpgradeBar } from '../campaign/campaign-upgrade-bar.tsx';
import { selectCampaignUpgrade } from '../store/campaign-upgrade-selectors.ts';
import { useAppStore } from '../store/store-context.tsx';
import { DeckEditor } from './deck-editor.tsx';
import { InvestigatorPicker } from './investigator-picker.tsx';

/** "Deck bauen": the investigator picker until a deck is started, then the editor (under a campaign's bar while it upgrades from there). */
export function DeckBuilder() {
  const picking = useAppStore((state) => state.picking || !state.deck);
  const inCampaign = useAppStore((state) => selectCampaignUpgrade(state) !== undefined);
  if (picking) return <InvestigatorPicker />;
  return inCampaign ? (
    <div className="campaign-upgrade-frame">
      <CampaignUpgradeBar />
      <DeckEditor />
    </div>
  ) : (
    <DeckEditor />
  );
}
