// German for The Scarlet Keys' world map where the data's German catalogue has no entry: the
// places on the map (as the German edition prints them), the embark question and the travel
// time a choice costs (shared/guide/embark-step.ts), keyed by the engine's English text.

const PLACES: Readonly<Record<string, string>> = {
  Anchorage: 'Anchorage',
  'San Francisco': 'San Francisco',
  'Ybor City': 'Ybor City',
  Bermuda: 'Bermuda',
  'San Juan': 'San Juan',
  'Bermuda Triangle': 'Bermudadreieck',
  Havana: 'Havanna',
  Quito: 'Quito',
  'Buenos Aires': 'Buenos Aires',
  'Rio de Janeiro': 'Rio de Janeiro',
  Lagos: 'Lagos',
  Nairobi: 'Nairobi',
  Alexandria: 'Alexandria',
  Marrakesh: 'Marrakesch',
  London: 'London',
  Stockholm: 'Stockholm',
  Rome: 'Rom',
  Moscow: 'Moskau',
  Kabul: 'Kabul',
  Bombay: 'Bombay',
  Kathmandu: 'Kathmandu',
  'Hong Kong': 'Hongkong',
  Tokyo: 'Tokio',
  'Kuala Lampur': 'Kuala Lumpur',
  Manokwari: 'Manokwari',
  Perth: 'Perth',
  Sydney: 'Sydney',
};

/** The longest journey the map allows is far below this; each travel time has its German line. */
const LONGEST_TRAVEL = 60;

export const WORLD_MAP_DE: Readonly<Record<string, string>> = {
  ...PLACES,
  'Embark: choose where the group travels and stops.':
    'Begebt euch auf die Reise: Wählt, wohin die Gruppe reist und wo sie anhält.',
  ...Object.fromEntries(
    Array.from({ length: LONGEST_TRAVEL }, (_, at) => [`Travel time: ${at + 1}`, `Reisezeit: ${at + 1} Zeit`]),
  ),
};

/** The heading of the keys an enemy holds (The Scarlet Keys, Campaign Log „Schlüssel“). */
export const ENEMY_KEYS_TITLE = 'Schlüssel bei Gegnern';
