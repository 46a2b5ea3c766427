import type { PoolSummary } from '../../shared/api/contract.ts';
import { germanPoolDiffLines, germanProblemLabel } from '../../shared/i18n/de/pool-diff.ts';

// What `cards import` and `cards update` print on stdout: the counts, what changed against the
// pool before, the decks the new data made illegal (they were not changed), the backup.

export function printImportReport(title: string, database: string, summary: PoolSummary, json: boolean): void {
  if (json) {
    console.log(JSON.stringify({ database, ...summary }));
    return;
  }
  console.log(`${title}: ${database}`);
  console.log(`  ${summary.cards} Karten, davon ${summary.playerCards} verschiedene Spielerkarten`);
  console.log(`  ${summary.investigators} wählbare Ermittler (${summary.parallelInvestigators} parallele)`);
  console.log(`  ${summary.packs} Packs, ${summary.tabooLists} Tabulisten`);
  if (summary.campaigns !== undefined) console.log(`  ${summary.campaigns} Kampagnenvorlagen`);
  // A first import has nothing to compare with.
  if (summary.changes && !summary.changes.firstImport) {
    console.log('Änderungen gegenüber dem bisherigen Kartenbestand:');
    for (const line of germanPoolDiffLines(summary.changes)) console.log(`  ${line}`);
  }
  if (summary.illegalDecks?.length) {
    console.log(
      `Durch die neuen Daten nicht mehr regelkonform (${summary.illegalDecks.length}; die Decks wurden nicht verändert):`,
    );
    for (const deck of summary.illegalDecks)
      console.log(`  ${deck.name} (Deck ${deck.deckId}): ${deck.problems.map(germanProblemLabel).join('; ')}`);
  }
  if (summary.backup) console.log(`Sicherung vorher: ${summary.backup}`);
}
