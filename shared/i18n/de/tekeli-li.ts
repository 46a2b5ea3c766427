// German of the Tekeli-li deck's size at The Edge of the Earth's `setup_tekeli_li`
// (shared/guide/tekeli-li-deck.ts). „Tekeli-li-Stapel“ follows the German guide's deck name.

export const deTekeliLi = {
  deck: (size: number, inDecks: number) =>
    `Tekeli-li-Stapel: ${size} ${size === 1 ? 'Karte' : 'Karten'} (${inDecks} in Ermittlerdecks)`,
};
