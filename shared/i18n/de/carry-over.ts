// German texts of the Epischer Kampagnenmodus (Grimoire lines 2330–2343): carrying investigators
// into a new campaign.

export const deCarryOver = {
  /** The name of the level-0 deck made for the new campaign from the deck the investigator played. */
  deckName: (deckName: string, campaignName: string) => `${deckName} (${campaignName})`,
  nobodyToCarry: (campaignName: string) =>
    `Aus „${campaignName}“ kann kein Ermittler übertragen werden (getötet, wahnsinnig, verschlungen oder ausgestiegen)`,
};
