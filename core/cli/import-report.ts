import type { PoolSummary } from '../../shared/api/contract.ts';
import { deCli } from '../../shared/i18n/de/cli.ts';
import { germanPoolDiffLines, germanProblemLabel } from '../../shared/i18n/de/pool-diff.ts';

// What `cards import` and `cards update` print on stdout: the counts, what changed against the
// pool before, the decks the new data made illegal (they were not changed), the backup.

export function printImportReport(title: string, database: string, summary: PoolSummary, json: boolean): void {
  if (json) {
    console.log(JSON.stringify({ database, ...summary }));
    return;
  }
  console.log(`${title}: ${database}`);
  console.log(`  ${deCli.reportCards(summary.cards, summary.playerCards)}`);
  console.log(`  ${deCli.reportInvestigators(summary.investigators, summary.parallelInvestigators)}`);
  console.log(`  ${deCli.reportPacks(summary.packs, summary.tabooLists)}`);
  if (summary.campaigns !== undefined) console.log(`  ${deCli.reportCampaigns(summary.campaigns)}`);
  // A first import has nothing to compare with.
  if (summary.changes && !summary.changes.firstImport) {
    console.log(deCli.reportChanges);
    for (const line of germanPoolDiffLines(summary.changes)) console.log(`  ${line}`);
  }
  if (summary.illegalDecks?.length) {
    console.log(deCli.reportIllegalDecks(summary.illegalDecks.length));
    for (const deck of summary.illegalDecks)
      console.log(`  ${deCli.reportIllegalDeck(deck.name, deck.deckId, deck.problems.map(germanProblemLabel))}`);
  }
  if (summary.backup) console.log(deCli.reportBackup(summary.backup));
}
