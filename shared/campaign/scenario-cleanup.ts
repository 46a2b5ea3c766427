import type { CampaignState } from './campaign-state.ts';

// What leaves the campaign when a scenario is cleaned up. rules.json `Bless_and_Curse_Tokens`
// (FAQ): „[bless]- und [curse]-Marker verbleiben im Verlauf der Kampagne von Szenario zu Szenario
// nicht im Chaosbeutel … erst nach der Auflösung eines Szenarios aus dem Chaosbeutel entfernt,
// wenn das Spiel aufgeräumt wird. Das passiert, bevor mit anschließenden Zwischenspielen
// weitergemacht wird“.

/** Takes every bless and curse token out of the chaos bag (after a scenario's resolution). */
export function removeBlessAndCurse(state: CampaignState): void {
  state.chaosBag = state.chaosBag.filter((token) => token !== 'bless' && token !== 'curse');
}
