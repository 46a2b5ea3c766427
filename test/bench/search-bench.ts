import type { CardPool } from '../../shared/cards/card-pool.ts';
import { searchCards, searchEntry } from '../../shared/cards/search.ts';
import { round } from './import-bench.ts';
import { type Figure, percentile } from './stats.ts';

// 100 queries as German players type them: names, traits, umlauts typed both ways, typos of case.
const QUERIES = [
  'roland',
  'Roland Banks',
  'daisy',
  'agnes',
  'wendy',
  'skids',
  'ashcan',
  'jenny',
  'zoey',
  'rex',
  'machete',
  '45er',
  'automatik',
  'wachhund',
  'erste hilfe',
  'dynamit',
  'brutaler schlag',
  'beweis',
  'ausweichen',
  'lupe',
  'bibliothek',
  'notfall',
  'messer',
  'taschenlampe',
  'mut',
  'wahrnehmung',
  'glück',
  'glueck',
  'schlüssel',
  'schluessel von ys',
  'zauber',
  'waffe',
  'feuerwaffe',
  'nahkampf',
  'verbündeter',
  'verbuendeter',
  'gegenstand',
  'talent',
  'einsicht',
  'trick',
  'ritual',
  'segen',
  'fluch',
  'buch',
  'werkzeug',
  'gefährte',
  'gefaehrte',
  'kraft',
  'wissen',
  'schwäche',
  'grundschwäche',
  'amnesie',
  'paranoia',
  'verfolgt',
  'psychose',
  'hypochonder',
  'mordsschläger',
  'unsichtbar',
  'schatten',
  'dunkel',
  'arkham',
  'miskatonic',
  'dunwich',
  'carcosa',
  'yithian',
  'hund',
  'katze',
  'polizist',
  'detektiv',
  'professor',
  'heilung',
  'schutz',
  'rüstung',
  'ruestung',
  'mantel',
  'hut',
  'ring',
  'amulett',
  'kette',
  'buch der schatten',
  'stufe',
  'erfahrung',
  'improvisation',
  'glücksspiel',
  'geld',
  'dieb',
  'einbruch',
  'flucht',
  'überleben',
  'ueberleben',
  'mystiker',
  'sucher',
  'wächter',
  'schurke',
  'instinkt',
  'reflex',
  'zorn',
  'hoffnung',
  'vision',
  'traum',
];

/** Keystroke-to-result: every prefix of every query, as the list updates while typing. */
export function benchSearch(pool: CardPool): Figure {
  const entries = pool.listedCards.map((card) => searchEntry(card));
  const times: number[] = [];
  let results = 0;
  for (let round = 0; round < 3; round++) {
    for (const query of QUERIES) {
      for (let length = 1; length <= query.length; length++) {
        const start = performance.now();
        results += searchCards(entries, { query: query.slice(0, length), inText: true }).length;
        times.push(performance.now() - start);
      }
    }
  }
  return {
    name: 'search',
    value: round(percentile(times, 95)),
    unit: 'ms',
    median: round(percentile(times, 50)),
    keystrokes: times.length,
    queries: QUERIES.length,
    results,
  };
}
