import { expect } from 'vitest';
import { dispatch } from '../../core/ipc/dispatch.ts';
import { createHandlers } from '../../core/ipc/handlers.ts';
import { AppServices } from '../../core/services/app-services.ts';
import type { Method, MethodOutput } from '../../shared/api/contract.ts';
import type { DeckJson } from '../../shared/decks/deck-json.ts';
import { type Entry, simulate, undoAllowed } from './campaign-ledger-model.ts';
import type { TestAnswer, TestCall } from './ipc-session.ts';
import { FIXTURE_DATA, MIGRATIONS } from './real-data.ts';

// The campaign XP ledger's model-based test (test/integration/campaign-ledger-model.test.ts): the
// system under test, the model's shape, and `check`, the agreement of database, state, deck
// history and offered undo buttons with the model after every step.

// ---- The system under test: services over one home, called through the contract. ----

export class Real {
  services!: AppServices;
  call!: TestCall;
  campaignId = 0;
  campaigns = 0;

  constructor(readonly home: string) {}

  async open(): Promise<void> {
    this.services = new AppServices({ home: this.home, migrationsFolder: MIGRATIONS, version: 'test' });
    await this.services.importIfEmpty(FIXTURE_DATA);
    const handlers = createHandlers(this.services);
    this.call = <M extends Method>(method: M, input: unknown) =>
      dispatch(handlers, method, input) as Promise<TestAnswer<M>>;
  }

  async ok<M extends Method>(method: M, input: unknown): Promise<MethodOutput<M>> {
    const result = await this.call(method, input);
    if (!result.ok) throw new Error(`${method} refused: ${result.code} ${JSON.stringify(result.details)}`);
    return result.value;
  }

  close(): void {
    this.services.close();
  }

  async deckOf(code: string): Promise<number> {
    const state = await this.ok('campaigns.state', { campaignId: this.campaignId });
    return state.investigators.find((investigator: { code: string }) => investigator.code === code)!.deckId!;
  }
}

// ---- The model: the journal as a plain list and each deck's contents by version number. ----

export interface Model {
  entries: Entry[];
  /** code → deck contents by version number (index 0 = version 1). */
  decks: Map<string, DeckJson[]>;
}

export const lastSeq = (model: Model) => model.entries.at(-1)!.seq;
export const investigatorsOf = (model: Model) => simulate(model.entries).investigators!;

export async function check(model: Model, real: Real): Promise<void> {
  const { investigators, undone } = simulate(model.entries);
  const state = await real.ok('campaigns.state', { campaignId: real.campaignId });
  expect(state.seq).toBe(lastSeq(model));
  const listed = new Map<number, number>(
    (await real.ok('decks.list', {})).map((deck: { id: number; latestVersionId: number }) => [
      deck.id,
      deck.latestVersionId,
    ]),
  );
  for (const [code, expected] of investigators!) {
    const actual = state.investigators.find((investigator: { code: string }) => investigator.code === code)!;
    expect(actual.status).toBe(expected.status);
    expect(actual.xp).toEqual({
      earned: expected.earned,
      adjusted: 0,
      spent: expected.spent,
      available: expected.earned - expected.spent,
    });
    expect(actual.xp.available).toBeGreaterThanOrEqual(0);
    const history: HistoryEntry[] = await real.ok('decks.history', { deckId: actual.deckId! });
    expect(history).toHaveLength(model.decks.get(code)!.length);
    const byId = new Map(history.map((entry) => [entry.version.id, entry]));
    const inForce = byId.get(actual.deckVersionId!)!;
    // The version in force: the model's, current in the deck list, not withdrawn.
    expect(inForce.version.version).toBe(expected.version);
    expect(listed.get(actual.deckId!)).toBe(actual.deckVersionId);
    expect(inForce.withdrawn).toBeUndefined();
    // Withdrawn = made by an upgrade entry that is undone; kept and locked.
    const withdrawn = model.entries.filter(
      (entry) => entry.kind === 'upgrade' && entry.code === code && undone.has(entry.seq),
    );
    expect(history.filter((entry) => entry.withdrawn).map((entry) => entry.version.version)).toEqual(
      withdrawn.map((entry) => (entry.kind === 'upgrade' ? entry.version : 0)).sort((a, b) => a - b),
    );
    for (const entry of history) if (entry.withdrawn) expect(entry.version.locked).toBe(true);
    // XP spent = the costs of the versions in force, following each back to the one it was built on.
    let spent = 0;
    for (let version = inForce; version.builtOn; version = history[version.builtOn - 1]!)
      spent += version.version.xpSpent;
    expect(spent).toBe(expected.spent);
  }
  const journal: JournalLine[] = await real.ok('campaigns.journal', { campaignId: real.campaignId });
  expect(journal.map((line) => line.undone)).toEqual(model.entries.map((entry) => undone.has(entry.seq)));
  // The history offers undo exactly where it would be accepted.
  for (const line of journal.slice(1))
    if (!line.undone) expect(line.undoRefused === undefined).toBe(undoAllowed(model.entries, line.seq));
}

interface HistoryEntry {
  version: { id: number; version: number; locked: boolean; xpSpent: number };
  withdrawn?: boolean;
  builtOn?: number;
}
interface JournalLine {
  seq: number;
  undone: boolean;
  undoRefused?: unknown;
}
