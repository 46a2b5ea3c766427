import type { CampaignState } from '../../shared/campaign/campaign-state.ts';
import type { CardPool } from '../../shared/cards/card-pool.ts';
import { cardName } from '../cards/card-labels.ts';
import { t } from '../i18n/messages.ts';
import { recordedRows } from '../store/campaign/campaign-customizations.ts';
import type { JournalNames } from './journal-text.ts';

/** What the names read of a campaign: its investigators' names and its log sections' titles and supplies. */
export interface NamingFacts {
  investigators: readonly Pick<CampaignState['investigators'][number], 'code' | 'name'>[];
  logSections: readonly Pick<CampaignState['logSections'][number], 'id' | 'title' | 'supplies'>[];
}

/**
 * The naming facts as a string: equal for two states that name alike (most writes change none),
 * so names made from it stay the same object and lines already worded are not worded again.
 */
export const namingKey = (campaign: NamingFacts): string =>
  JSON.stringify({
    investigators: campaign.investigators.map(({ code, name }) => ({ code, name })),
    logSections: campaign.logSections.map(({ id, title, supplies }) => ({ id, title, supplies })),
  });

/** Names for codes: the campaign's investigators as joined, else the card pool, else the code; log sections by title. */
export function campaignNames(campaign: NamingFacts, pool: CardPool | undefined): JournalNames {
  const card = (code: string) => {
    const found = pool?.card(code);
    return found ? cardName(found) : code;
  };
  return {
    investigator: (code) => campaign.investigators.find((entry) => entry.code === code)?.name ?? card(code),
    card,
    section: (id) => campaign.logSections.find((entry) => entry.id === id)?.title ?? id,
    supply: (section, id) =>
      campaign.logSections.find((entry) => entry.id === section)?.supplies?.find((entry) => entry.id === id)?.name ??
      id,
    customizationRow: (code, index) =>
      recordedRows(pool?.card(code), { [index]: 1 })[0]?.name ?? t.customizationRow(index + 1),
  };
}
