// German names for The Dream-Eaters played as one 8-part campaign (shared/campaign/definitions/
// linked-campaign.ts). No catalog of arkham-cards-data names the whole: „Die Traumfresser“ is the
// German cycle name of the card data (arkhamdb-json-data translations/de/cycles.json); the halves
// are „Kampagne A“ and „Kampagne B“ as the German guide text says (i18n/de/campaigns/tdea/a_epilogue.po).

export const deLinkedCampaign = {
  dreamEaters: 'Die Traumfresser',
  /** Appended to an interlude or epilogue both halves have under the same name. */
  half: { tdea: 'Kampagne A', tdeb: 'Kampagne B' },
} as const;
