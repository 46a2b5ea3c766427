// Decks for the deckbuilding environments (Grimoire XII „Deckbau-Umgebungen“), as ArkhamDB deck JSON.

// Daniela Reyes (12001) built from the 2026 core set only: her signatures, the random basic
// weakness and level-0 Guardian/neutral cards whose printings include core_2026. Cards reprinted
// unchanged stand by their 2016 codes (01025, 01088, 01093: the 2026 reprint makes them legal in
// Aktuell); the modified reprints (Grimoire XIII) by their 2026 codes (12020 Machete, 12090 Mumm,
// 12091 Fingerfertigkeit, 12092 Überwältigen, 12093 Wahrnehmung), since their older versions
// are printed in no product of Aktuell.
export const DANIELA_CORE_2026 = {
  investigator_code: '12001',
  slots: {
    '12002': 1,
    '12003': 1,
    '12016': 2,
    '12017': 2,
    '12018': 2,
    '12019': 2,
    '12021': 2,
    '12022': 2,
    '12023': 2,
    '01000': 1,
    '12020': 2,
    '01025': 2,
    '01088': 2,
    '12090': 2,
    '12093': 2,
    '12092': 2,
    '12091': 2,
    '01093': 2,
  },
  meta: '{}',
};
// Two Machetes traded for two Blackjacks (02016, The Dunwich Legacy, never reprinted in Chapter 2).
const { '12020': _machete, ...withoutMachete } = DANIELA_CORE_2026.slots;
export const DANIELA_BLACKJACK = { ...DANIELA_CORE_2026, slots: { ...withoutMachete, '02016': 2 } };
