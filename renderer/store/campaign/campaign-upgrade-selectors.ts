import type { AppState } from '../app-state.ts';
import { selectUnsaved } from '../deck/upgrade-selectors.ts';
import type { CampaignUpgrade } from './campaign-upgrade-types.ts';

/** The campaign upgrade, while the editor still shows the version it started (another deck opened ends it). */
export function selectCampaignUpgrade(state: AppState): CampaignUpgrade | undefined {
  const { campaignUpgrade: upgrade, opened } = state;
  if (!upgrade || !opened) return undefined;
  return opened.deckId === upgrade.deckId &&
    opened.versionId === upgrade.fromVersionId &&
    opened.version === upgrade.fromVersion + 1
    ? upgrade
    : undefined;
}

/** What "Deck verbessern" does for an investigator of the open campaign. */
export type UpgradeStart = 'resume' | 'ask' | 'start';

/**
 * 'resume' while the editor still holds this investigator's upgrade (its edits stay), 'ask'
 * before an unsaved draft of anything else would be replaced, else 'start'.
 */
export function upgradeStartFor(state: AppState, code: string): UpgradeStart {
  const open = selectCampaignUpgrade(state);
  if (open && open.campaignId === state.campaign?.id && open.code === code) return 'resume';
  return selectUnsaved(state) ? 'ask' : 'start';
}
