import { AppError } from '../../shared/api/app-error.ts';
import { checkImportText, checkImportValues } from '../../shared/decks/deck-import.ts';
import { DeckImportError } from '../../shared/decks/deck-import-error.ts';
import { readDeckReference } from '../../shared/decks/deck-reference.ts';
import type { AppServices } from '../services/app-services.ts';
import { fetchArkhamDbDecks } from '../services/deck-fetch.ts';
import { importDeckPlan } from '../services/deck-import-store.ts';
import { versionById } from '../services/deck-versions.ts';
import { writtenVersion } from '../services/written-version.ts';
import type { Handlers } from './handlers.ts';

type DeckImportHandlers = Pick<Handlers, 'decks.import' | 'decks.fetch'>;

export function createDeckImportHandlers(services: AppServices): DeckImportHandlers {
  return {
    'decks.import': (input) => {
      const pool = services.requirePool();
      const check = 'text' in input ? checkImportText(input.text, pool) : checkImportValues(input.decks, pool);
      // The first problem is the refusal; the dialog shows them all before it gets here.
      if (!check.ok) throw new AppError(check.problems[0]!.code, check.problems[0]!.details);
      const imported = importDeckPlan(services.db, pool, check.plan, input.name);
      // The editor opens the deck from the answer, without reading its history or the list.
      return {
        ...imported,
        opened: writtenVersion(services.db, pool, versionById(services.db, imported.latestVersionId)),
      };
    },
    'decks.fetch': async ({ urlOrId, url }) => {
      const read = readDeckReference(urlOrId);
      if (!read) throw new DeckImportError('deck_import_foreign_url', { url: urlOrId });
      if (!read.ok) throw new DeckImportError('deck_import_foreign_url', { url: read.foreignUrl });
      return fetchArkhamDbDecks(read.reference, { url });
    },
  };
}
