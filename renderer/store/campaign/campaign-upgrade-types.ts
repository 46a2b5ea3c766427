import type { CampaignDeckCard } from '../../../shared/campaign/campaign-deck-cards.ts';
import type { DeckProblem } from '../../../shared/rules/deck-problem.ts';

/** "Deck verbessern" started from a campaign: which investigator, and the saved version it starts from. */
export interface CampaignUpgrade {
  campaignId: number;
  campaignName: string;
  code: string;
  name: string;
  deckId: number;
  /** The deck version the campaign has in force: the next one is measured against it. */
  fromVersionId: number;
  fromVersion: number;
  /** The investigator's unspent XP (Grimoire: „Nicht ausgegebene EP“). */
  available: number;
  /** Cards exiled since the last upgrade: bought back for free. */
  exiled: readonly string[];
  /** Story assets and weaknesses the campaign gave that the deck lacked: added to the draft at the start. */
  campaignCards?: readonly CampaignDeckCard[];
}

/** What the last campaign upgrade did, shown on the campaign screen. */
export interface CampaignUpgradeResult {
  campaignId: number;
  /** The journal entry the upgrade ended with: the message describes that state and goes when it changes. */
  seq: number;
  code: string;
  name: string;
  xpSpent: number;
  available: number;
  /** Purchase rules the new version breaks (shown, not refused). */
  problems: readonly DeckProblem[];
}

export interface CampaignUpgradeSlice {
  campaignUpgrade: CampaignUpgrade | undefined;
  campaignUpgradeResult: CampaignUpgradeResult | undefined;
  /** Opens the investigator's deck in the editor's upgrade mode with the campaign's XP and exiles. */
  startCampaignUpgrade(code: string): Promise<boolean>;
  /** Saves the draft as the deck's next version through `campaigns.upgradeDeck`, then returns to the campaign. */
  saveCampaignUpgrade(): Promise<boolean>;
  /** Leaves the upgrade unsaved: the deck shows its saved version again, the campaign screen returns. */
  cancelCampaignUpgrade(): Promise<void>;
  dismissCampaignUpgradeResult(): void;
}
