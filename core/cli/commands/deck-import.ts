import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { checkImportText, checkImportValues, type DeckImportCheck } from '../../../shared/decks/deck-import.ts';
import { readImportText } from '../../../shared/decks/deck-import-text.ts';
import { droppedSlotWarnings } from '../../../shared/decks/dropped-slots.ts';
import { germanErrorMessage } from '../../../shared/i18n/de/app-errors.ts';
import { deCli } from '../../../shared/i18n/de/cli.ts';
import { withApp } from '../app-call.ts';
import { UsageError } from '../cli-error.ts';
import { germanCardName, problemJson } from './deck-validate.ts';

type Entry = { file: string; text: string };

function readFiles(files: readonly string[]): Entry[] {
  return files.map((file) => {
    try {
      return { file, text: readFileSync(file, 'utf8') };
    } catch {
      throw new UsageError(`${deCli.fileUnreadable(file)} ${deCli.nothingImported}`);
    }
  });
}

/** All files' decks as one chain: each file may hold one deck or a list. */
function chainCheck(entries: readonly Entry[], check: (values: unknown[]) => DeckImportCheck): DeckImportCheck {
  const values: unknown[] = [];
  for (const { file, text } of entries) {
    const read = readImportText(text);
    if (!read.ok) throw new UsageError(deCli.inFile(file, germanErrorMessage(read.problem.code, read.problem.details)));
    if (read.kind === 'online')
      throw new UsageError(
        deCli.inFile(file, germanErrorMessage('deck_import_online', { deckRef: read.reference.id })),
      );
    values.push(...read.values);
  }
  return check(values);
}

export async function deckImport(args: string[]): Promise<number> {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: { chain: { type: 'boolean' }, name: { type: 'string' } },
  });
  if (positionals.length === 0) throw new UsageError(deCli.someDeckFiles);
  if (values.name !== undefined && positionals.length > 1 && !values.chain)
    throw new UsageError(deCli.nameNeedsOneFile);
  const entries = readFiles(positionals);
  return withApp(async (call, loadedPool) => {
    const pool = loadedPool();
    // Every file checked before the first is written: a bad one imports none.
    const checks = values.chain
      ? [{ file: positionals.join(', '), check: chainCheck(entries, (decks) => checkImportValues(decks, pool)) }]
      : entries.map(({ file, text }) => ({ file, check: checkImportText(text, pool) }));
    const refused = checks.flatMap(({ file, check }) =>
      check.ok ? [] : check.problems.map((p) => deCli.inFile(file, germanErrorMessage(p.code, p.details))),
    );
    if (refused.length) throw new UsageError(refused.join('\n'));

    const name = germanCardName(pool);
    for (const { file, check } of checks) {
      if (!check.ok) continue;
      const imported = await call('decks.import', {
        decks: check.plan.decks,
        ...(values.name ? { name: values.name } : {}),
      });
      console.log(
        JSON.stringify({
          file: values.chain ? positionals : file,
          deckId: imported.deckId,
          name: imported.name,
          investigator: imported.investigatorCode,
          versions: imported.versions,
          valid: imported.problems.length === 0,
          problems: imported.problems.map((p) => problemJson(p, name)),
          // The app gets the checked decks, so the slots this check dropped are told here.
          warnings: [...droppedSlotWarnings(check.plan.dropped), ...imported.warnings].map((p) => problemJson(p, name)),
          ...(imported.versions > 1 ? { recost: imported.recost } : {}),
        }),
      );
    }
    return 0;
  });
}
