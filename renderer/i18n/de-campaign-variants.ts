// The German texts of the campaign variants in „Neue Kampagne“ and the campaign overview: the
// Epischer Kampagnenmodus (Grimoire lines 2330–2343) and the Ultimaten und Gaben (lines 2560–2682).

export const deCampaignVariants = {
  carryOverLabel: 'Ermittler übertragen (Epischer Kampagnenmodus)',
  carryOverNone: 'keine – neue Ermittler',
  carryOverInvestigators: 'Diese Ermittler spielen weiter',
  carryOverHint:
    'Sie treten mit Traumata, Storyvorteilen und Schwächen bei; ihre EP beginnen bei 0, ihre Gesamt-Erfahrung wird notiert, ihr Deck wird ohne Karten der Stufe 1–5 neu angelegt.',
  carryOverOut: 'kann nicht weiterspielen',
  /** Grimoire line 2337: „Die Gesamt-Erfahrung von [Ermittlername] beträgt X“. */
  carriedTotalXp: (name: string, xp: number) => `Die Gesamt-Erfahrung von ${name} beträgt ${xp}`,
  carriedFrom: (campaign: string) => `übertragen aus „${campaign}“`,
  /** Line 2332: every earlier campaign's XP and this one's. */
  totalScore: 'Gesamtwertung',
  // Grimoire „Ultimaten und Gaben“ (lines 2560–2682).
  variantsTitle: (chosen: number) => `Ultimaten und Gaben${chosen ? ` (${chosen} gewählt)` : ''}`,
  variantsChosen: 'Ultimaten und Gaben',
};
