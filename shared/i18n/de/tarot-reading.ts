// German of the optional tarot reading (shared/guide/tarot-reading.ts), keyed by the engine's
// English. The cards' names are the German guide's (catalogue of The Circle Undone's prologue,
// „Der Narr · 0“ …); „aufrecht“ and „auf dem Kopf stehend“ and the campaign reading „Bestimmung“
// are the words of the German Return to The Witching Hour („platziere … auf dem Kopf stehend“,
// „ein Kartenlegen für eine Kampagne („Bestimmung“)“). The names Chaos, Gleichgewicht and Wahl
// for the other readings are the app's: no German source the app reads names them.

const TAROT_CARDS_DE: Readonly<Record<string, string>> = {
  'The Fool · 0': 'Der Narr · 0',
  'The Magician · I': 'Der Magier · I',
  'The High Priestess · II': 'Die Hohepriesterin · II',
  'The Empress · III': 'Die Herrscherin · III',
  'The Emperor · IV': 'Der Herrscher · IV',
  'The Hierophant · V': 'Der Hierophant · V',
  'The Lovers · VI': 'Die Liebenden · VI',
  'The Chariot · VII': 'Der Wagen · VII',
  'Strength · VIII': 'Die Stärke · VIII',
  'The Hermit · IX': 'Der Eremit · IX',
  'Wheel of Fortune · X': 'Das Rad des Schicksals · X',
  'Justice · XI': 'Die Gerechtigkeit · XI',
  'The Hanged Man · XII': 'Der Gehängte · XII',
  'Death · XIII': 'Der Tod · XIII',
  'Temperance · XIV': 'Die Mäßigkeit · XIV',
  'The Devil · XV': 'Der Teufel · XV',
  'The Tower · XVI': 'Der Turm · XVI',
  'The Star · XVII': 'Der Stern · XVII',
  'The Moon · XVIII': 'Der Mond · XVIII',
  'The Sun · XIX': 'Die Sonne · XIX',
  'Judgement · XX': 'Das Gericht · XX',
  'The World · XXI': 'Die Welt · XXI',
};

const UPRIGHT = 'aufrecht';
const REVERSED = 'auf dem Kopf stehend';

/** The log section of the readings. */
export const TAROT_SECTION_TITLE = 'Kartenlegen (Tarot)';

export const TAROT_READING_DE: Readonly<Record<string, string>> = {
  ...TAROT_CARDS_DE,
  ...Object.fromEntries(
    Object.entries(TAROT_CARDS_DE).flatMap(([en, de]) => [
      [`${en} (upright)`, `${de}, ${UPRIGHT}`],
      [`${en} (reversed)`, `${de}, ${REVERSED}`],
    ]),
  ),
  'Perform a tarot reading for this scenario? (optional variant)':
    'Karten aus dem Tarotdeck für dieses Szenario legen? (optionale Variante)',
  'No reading': 'Keine Karten legen',
  'Chaos: 1 card, upright or reversed at random': '„Chaos“: 1 Karte, zufällig aufrecht oder auf dem Kopf stehend',
  'Balance: 2 cards, one upright and one reversed':
    '„Gleichgewicht“: 2 Karten, eine aufrecht und eine auf dem Kopf stehend',
  'Choice: 3 cards, choose and reverse 2 of them': '„Wahl“: 3 Karten, 2 davon werden gewählt und auf den Kopf gedreht',
  'Destiny: 1 card for each scenario of the campaign, reverse half of them':
    '„Bestimmung“: 1 Karte für jedes Szenario der Kampagne, die Hälfte davon wird auf den Kopf gedreht',
  'Draw the cards from the Tarot Deck (or let the app draw them):':
    'Karten aus dem Tarotdeck ziehen (oder von der App ziehen lassen):',
  'Upright or reversed, at random:': 'Aufrecht oder auf dem Kopf stehend, zufällig:',
  'Choose and reverse 2 of the cards:': 'Wähle 2 der Karten und drehe sie auf den Kopf:',
  'Choose and reverse half of the cards (rounded up):':
    'Wähle die Hälfte der Karten (aufgerundet) und drehe sie auf den Kopf:',
  Card: 'Karte',
  'Upright card': 'Aufrechte Karte',
  'Reversed card': 'Auf dem Kopf stehende Karte',
  'First card': 'Erste Karte',
  'Second card': 'Zweite Karte',
  'Third card': 'Dritte Karte',
  Upright: 'Aufrecht',
  Reversed: 'Auf dem Kopf stehend',
  'Tarot reading for this scenario': 'Gelegte Tarotkarte für dieses Szenario',
  'Each card’s effect on this scenario is printed on the tarot card itself; the app’s data lacks the cards’ texts.':
    'Die Wirkung jeder gelegten Karte in diesem Szenario bitte von der Tarotkarte ablesen: Die Daten der App enthalten die Texte der Tarotkarten nicht.',
};
