import type { AppState } from './app-state.ts';
import type { CampaignUpgrade } from './campaign-upgrade-types.ts';

/** The campaign upgrade, while the editor still shows the version it started (another deck opened ends it). */
export function selectCampaignUpgrade(state: AppState): CampaignUpgrade | undefined {
  const { campaignUpgrade: upgrade, opened } = state;
  if (!upgrade || !opened) return undefined;
  return opened.deckId === upgrade.deckId && opened.versionId === upgrade.fromVersionId && opened.version === upgrade.fromVersion + 1 ? upgrade : undefined;
}
