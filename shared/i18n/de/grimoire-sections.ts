// The titles of the Grimoire sections the deck and campaign rules cite, as printed in the German
// rules reference: a problem names its rule by section title, and the app shows that title.

export const GRIMOIRE_SECTIONS = {
  deckbuilding: 'Regeln für den Deckbau',
  exceptional: 'Außergewöhnlich',
  myriad: 'Unzählig',
  researched: 'Erforscht',
  exile: 'Exil / Ins Exil schicken',
  standalone: 'Einzelspielszenario (Einzelspielsmodus)',
  experience: 'Erfahrung',
  earningXp: 'Erfahrungspunkte verdienen und ausgeben',
  newCards: 'Neue Karten erwerben',
  signatureCards: 'Signaturkarten eines Ermittlers',
  randomWeaknesses: 'Zufällige Grundschwächen',
  storyRewards: 'Story-Belohnungen und kampagnenspezifische Karten',
  rewardCards: 'Belohnungskarten',
  modifiedReprints: 'Modifizierte Reprints',
  joinLeave: 'Einer Kampagne beitreten oder sie verlassen',
  environments: 'Deckbau-Umgebungen (Aktuell, Limitiert, Legacy)',
  variants: 'Ultimaten und Gaben',
} as const;
