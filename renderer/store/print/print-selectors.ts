import { t } from '../../i18n/messages.ts';
import type { AppState } from '../app-state.ts';

/** What a saved PDF is called: the deck's or the campaign's name. */
export function selectPrintFileName(state: AppState): string {
  const view = state.printView;
  if (view?.kind === 'campaign')
    return state.printCampaign && 'state' in state.printCampaign
      ? state.printCampaign.state.name
      : t.printFileName.campaign;
  return state.deck?.name.trim() || t.printFileName.deck;
}
