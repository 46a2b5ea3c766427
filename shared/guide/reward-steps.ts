// Guide steps that hand the group a campaign reward card (Grimoire „Belohnungskarten“: „Sobald die
// Kampagnenregeln den Spielern mitteilen, dass sie eine Belohnungskarte verdient haben (meist durch
// den Text einer Auflösung oder eines Zwischenspiels), wird die Karte der Sammlung der
// Spielerkarten hinzugefügt“). The guide data says so only in the step's text, with no effect and
// no card code, so the steps are listed here by scenario and step id.

const REWARD_STEPS: Readonly<Record<string, string>> = {
  // Brethren of Ash, Queen of Ash, every resolution: "The investigators have earned the Collector
  // campaign reward card. Add both copies of this card to the player card pool."
  'queen_of_ash/collector_reward': '12181',
};

/** The reward card step `step` of scenario `scenario` unlocks, if any. */
export function rewardOfStep(scenario: string | undefined, step: string): string | undefined {
  return scenario === undefined ? undefined : REWARD_STEPS[`${scenario}/${step}`];
}
