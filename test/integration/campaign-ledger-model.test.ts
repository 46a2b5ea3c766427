import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { CardPool } from '../../shared/cards/card-pool.ts';
import type { DeckJson } from '../../shared/decks/deck-json.ts';
import { upgradeCost } from '../../shared/rules/upgrade-cost.ts';
import { check, investigatorsOf, lastSeq, type Model, Real } from '../support/campaign-ledger-check.ts';
import { type Investigator, simulate, undoAllowed } from '../support/campaign-ledger-model.ts';
import { fixturePool } from '../support/card-data.ts';
import { deckJson } from '../support/minimal-deck.ts';
import { runCli } from '../support/run-cli.ts';
import { ROLAND_STARTER } from '../support/starter-decks.ts';
import { useTempHome } from '../support/temp-home.ts';

// Model-based test of the campaign XP ledger (docs/kampagnen.md „Das Journal“, Grimoire „Erfahrungspunkte
// verdienen und ausgeben“): random runs of join, record, upgrade (cheap, exact, overspending),
// undo, redo, leave/replace, export→import and restart. After every step the database, the
// state the CLI's `campaign show` prints (the same `campaigns.state`) and the deck history agree
// with a plain model: the version in force, XP spent = the costs of the upgrades in force, XP
// available never negative, undone versions kept and marked. `LOGBUCH_LONG_TESTS=1`: ten times the runs.

const RUNS = process.env.LOGBUCH_LONG_TESTS ? 250 : 25;
// The default run is seeded, so the check that every kind of step was reached cannot fail by chance;
// the long run draws new sequences each time (fast-check prints the seed of a failure).
const SEED = process.env.LOGBUCH_LONG_TESTS ? undefined : 20261125;
const newHome = useTempHome();

const ROLAND = '01001';
const SKIDS = '01003';
/** Cards an upgrade buys (levels 1–4, one of them Beat Cop 01028, an upgrade of 01018). */
const BUYABLE = ['01026', '01027', '01028', '01029', '01094', '01095'];
/** Level-0 cards an upgrade takes out to make room. */
const REMOVABLE = ['01016', '01017', '01018', '01019', '01020', '01021', '01022', '01023', '01024', '01025', '01086'];
const SKIDS_DECK = deckJson(SKIDS, {
  '01086': 2,
  '01087': 2,
  '01088': 2,
  '01089': 2,
  '01090': 2,
  '01091': 2,
  '01092': 2,
  '01093': 2,
  '01016': 2,
  '01017': 2,
  '01019': 2,
  '01020': 2,
  '01021': 2,
  '01022': 2,
  '01023': 2,
});

/** What the runs did, so the test fails if the generators stop reaching the cases that matter. */
const seen: Record<string, number> = {};
const stat = (key: string) => {
  seen[key] = (seen[key] ?? 0) + 1;
};

// ---- Commands. ----

type Cmd = fc.AsyncCommand<Model, Real>;

const recordScenario = (real: Real, xp: Record<string, number>) =>
  real.ok('campaigns.append', {
    campaignId: real.campaignId,
    events: [
      {
        type: 'scenario_recorded',
        payload: {
          scenario: { id: 'torch', name: 'Die Zusammenkunft' },
          resolution: 'R1',
          investigators: Object.entries(xp).map(([code, victory]) => ({ code, xp: { victory } })),
        },
      },
    ],
  });

class RecordScenario implements Cmd {
  constructor(readonly xp: number[]) {}
  check = (model: Model) =>
    [...investigatorsOf(model).values()].some((investigator) => investigator.status === 'active');
  async run(model: Model, real: Real) {
    const active = [...investigatorsOf(model)].filter(([, investigator]) => investigator.status === 'active');
    const xp = Object.fromEntries(active.map(([code], i) => [code, this.xp[i % this.xp.length]!]));
    await recordScenario(real, xp);
    model.entries.push({ seq: lastSeq(model) + 1, kind: 'record', xp });
    await check(model, real);
  }
  toString = () => `record(${this.xp})`;
}

type Intent = 'cheap' | 'exact' | 'over';

class Upgrade implements Cmd {
  constructor(
    readonly pick: number,
    readonly intent: Intent,
  ) {}
  check = (model: Model) =>
    [...investigatorsOf(model).values()].some((investigator) => investigator.status === 'active');
  async run(model: Model, real: Real) {
    const [code, investigator] = [...investigatorsOf(model)].find(([, entry]) => entry.status === 'active')!;
    const base = model.decks.get(code)![investigator.version - 1]!;
    const available = investigator.earned - investigator.spent;
    const fits: Record<Intent, (cost: number) => boolean> = {
      cheap: (cost) => cost < available,
      exact: (cost) => cost === available,
      over: (cost) => cost > available,
    };
    const candidates = nextDecks(base).filter(({ cost }) => fits[this.intent](cost));
    if (candidates.length === 0) return check(model, real);
    const { deck, cost } = candidates[this.pick % candidates.length]!;
    const result = await real.call('campaigns.upgradeDeck', { campaignId: real.campaignId, code, deck });
    stat(`upgrade-${this.intent}`);
    if (this.intent === 'over') {
      expect(result).toMatchObject({ ok: false, code: 'not_enough_xp' });
    } else {
      expect(result.ok).toBe(true);
      const versions = model.decks.get(code)!;
      versions.push(deck);
      model.entries.push({
        seq: lastSeq(model) + 1,
        kind: 'upgrade',
        code,
        version: versions.length,
        base: investigator.version,
        cost,
      });
    }
    await check(model, real);
  }
  toString = () => `upgrade(${this.intent}, ${this.pick})`;
}

/** Grimoire „Regeln für den Deckbau“: at most 2 copies by title; Beat Cop 01028 shares its title with 01018. */
const SAME_TITLE: Record<string, string> = { '01028': '01018' };
/** „Skids“ O’Toole (01003) takes Wächterkarten Stufe 0–2 only: Shotgun (01029, Wächter, Stufe 4) is out of reach. */
const OUT_OF_REACH: Record<string, string[]> = { [SKIDS]: ['01029'] };

/** The upgrades the purchase rules allow (Grimoire „Erfahrung“): one card bought, one level-0 card out. */
function nextDecks(base: DeckJson): { deck: DeckJson; cost: number }[] {
  const pool = poolNow!;
  const reachable = BUYABLE.filter((add) => !OUT_OF_REACH[base.investigator_code]?.includes(add));
  return reachable.flatMap((add) =>
    REMOVABLE.filter((out) => (base.slots[out] ?? 0) > 0).flatMap((out) => {
      const slots = { ...base.slots, [add]: (base.slots[add] ?? 0) + 1, [out]: base.slots[out]! - 1 };
      if (slots[out] === 0) delete slots[out];
      const title = SAME_TITLE[add];
      if (slots[add]! + (title ? (slots[title] ?? 0) : 0) > 2) return [];
      const deck = { ...base, slots };
      return [{ deck, cost: upgradeCost(base, deck, pool).xp }];
    }),
  );
}
let poolNow: CardPool | undefined;

/** Undo (or, of an undo entry, redo) of a random entry that counts, or of the newest (`pick` undefined). */
class Undo implements Cmd {
  constructor(
    readonly pick: number | undefined,
    readonly redo: boolean,
  ) {}
  targets(model: Model) {
    const { undone } = simulate(model.entries);
    return model.entries
      .slice(1)
      .filter((entry) => !undone.has(entry.seq) && (entry.kind === 'undo') === this.redo)
      .map((entry) => entry.seq);
  }
  check = (model: Model) => this.targets(model).length > 0;
  async run(model: Model, real: Real) {
    const targets = this.targets(model);
    const target = this.pick === undefined ? targets.at(-1)! : targets[this.pick % targets.length]!;
    const allowed = undoAllowed(model.entries, target);
    const result = await real.call('campaigns.undo', { campaignId: real.campaignId, seq: target });
    stat(`${this.redo ? 'redo' : 'undo'}-${allowed}`);
    if (allowed) {
      expect(result.ok).toBe(true);
      model.entries.push({ seq: lastSeq(model) + 1, kind: 'undo', target });
    } else expect(result).toMatchObject({ ok: false, code: 'undo_refused' });
    await check(model, real);
  }
  toString = () => `${this.redo ? 'redo' : 'undo'}(${this.pick ?? 'newest'})`;
}

class Leave implements Cmd {
  check = (model: Model) =>
    [...investigatorsOf(model).values()].some((investigator) => investigator.status === 'active');
  async run(model: Model, real: Real) {
    const [code] = [...investigatorsOf(model)].find(([, entry]) => entry.status === 'active')!;
    await real.ok('campaigns.append', {
      campaignId: real.campaignId,
      events: [{ type: 'investigator_left', payload: { code } }],
    });
    model.entries.push({ seq: lastSeq(model) + 1, kind: 'leave', code });
    await check(model, real);
  }
  toString = () => 'leave';
}

/** A departed investigator comes back with the same deck, or Skids takes over from Roland with his own. */
class Rejoin implements Cmd {
  check = (model: Model) => [...investigatorsOf(model).values()].some((investigator) => investigator.status === 'left');
  async run(model: Model, real: Real) {
    const investigators = investigatorsOf(model);
    const replace = !investigators.has(SKIDS) && investigators.get(ROLAND)?.status === 'left';
    if (replace) {
      const deck = await real.ok('decks.create', { name: 'Skids’ Deck', deck: SKIDS_DECK });
      await real.ok('campaigns.join', {
        campaignId: real.campaignId,
        player: 'Ben',
        investigatorCode: SKIDS,
        deckId: deck.deckId,
        replaces: ROLAND,
      });
      model.decks.set(SKIDS, [SKIDS_DECK]);
      model.entries.push({ seq: lastSeq(model) + 1, kind: 'join', code: SKIDS, replaces: ROLAND });
    } else {
      const [code] = [...investigators].find(([, entry]) => entry.status === 'left')!;
      const player = code === ROLAND ? 'Anna' : 'Ben';
      const deckId = await real.deckOf(code);
      await real.ok('campaigns.join', { campaignId: real.campaignId, player, investigatorCode: code, deckId });
      model.entries.push({ seq: lastSeq(model) + 1, kind: 'join', code });
    }
    await check(model, real);
  }
  toString = () => 'rejoin/replace';
}

/** The campaign written to a file and read back as a new one, which the run continues with. */
class ExportImport implements Cmd {
  check = () => true;
  async run(model: Model, real: Real) {
    const file = await real.ok('campaigns.export', { campaignId: real.campaignId });
    real.campaigns += 1;
    const imported = await real.ok('campaigns.import', { file, name: `Kopie ${real.campaigns}` });
    real.campaignId = imported.campaignId;
    stat('import');
    await check(model, real);
  }
  toString = () => 'export→import';
}

class Restart implements Cmd {
  check = () => true;
  async run(model: Model, real: Real) {
    real.close();
    await real.open();
    await check(model, real);
  }
  toString = () => 'restart';
}

const record = fc
  .array(fc.integer({ min: 0, max: 8 }), { minLength: 1, maxLength: 2 })
  .map((xp) => new RecordScenario(xp));
const upgrade = fc
  .tuple(fc.nat(), fc.constantFrom<Intent>('cheap', 'cheap', 'cheap', 'exact', 'exact', 'over'))
  .map(([pick, intent]) => new Upgrade(pick, intent));
/** Weighted by repetition: upgrades and undos are what the ledger is about. */
const commands = () => [
  record,
  record,
  upgrade,
  upgrade,
  upgrade,
  fc.nat().map((pick) => new Undo(pick, false)),
  fc.nat().map((pick) => new Undo(pick, true)),
  fc.constant(new Undo(undefined, false)),
  fc.constant(new Undo(undefined, false)),
  fc.constant(new Undo(undefined, true)),
  fc.constant(new Leave()),
  fc.constant(new Rejoin()),
  fc.constant(new ExportImport()),
  fc.constant(new Restart()),
];

/** A campaign with Roland on the starter deck and a first scenario's 5 XP: the state every run starts from. */
async function setup(real: Real): Promise<Model> {
  await real.open();
  const deck = await real.ok('decks.create', { name: 'Rolands Deck', deck: ROLAND_STARTER });
  const created = await real.ok('campaigns.create', { name: 'Dienstagsrunde', chaosBag: ['0', '-1'] });
  real.campaignId = created.campaignId;
  await real.ok('campaigns.join', {
    campaignId: real.campaignId,
    player: 'Anna',
    investigatorCode: ROLAND,
    deckId: deck.deckId,
  });
  await recordScenario(real, { [ROLAND]: 5 });
  return {
    entries: [
      { seq: 1, kind: 'created' },
      { seq: 2, kind: 'join', code: ROLAND },
      { seq: 3, kind: 'record', xp: { [ROLAND]: 5 } },
    ],
    decks: new Map([[ROLAND, [ROLAND_STARTER]]]),
  };
}

describe('campaign XP ledger, model-based', () => {
  it(`journal, decks and history agree with a plain model after every step (${RUNS} runs)`, async () => {
    poolNow = await fixturePool();
    let last: { home: string; campaignId: number; investigators: Map<string, Investigator> } | undefined;
    await fc.assert(
      fc.asyncProperty(fc.commands(commands(), { maxCommands: 30, size: 'max' }), async (cmds) => {
        const real = new Real(newHome());
        try {
          const model = await setup(real);
          await fc.asyncModelRun(() => ({ model, real }), cmds);
          last = { home: real.home, campaignId: real.campaignId, investigators: investigatorsOf(model) };
        } finally {
          real.close();
        }
      }),
      { numRuns: RUNS, ...(SEED === undefined ? {} : { seed: SEED }) },
    );
    for (const key of [
      'upgrade-cheap',
      'upgrade-exact',
      'upgrade-over',
      'undo-true',
      'undo-false',
      'redo-true',
      'import',
    ])
      expect(seen[key] ?? 0, `${key}: ${JSON.stringify(seen)}`).toBeGreaterThan(0);
    // `campaign show` on the command line, once, at the end of the last run.
    const shown = runCli(['campaign', 'show', String(last!.campaignId)], { ARKHAM_LOGBUCH_HOME: last!.home });
    expect(shown.stderr).toBe('');
    const state = JSON.parse(shown.stdout);
    for (const [code, expected] of last!.investigators) {
      const investigator = state.investigators.find((entry: { code: string }) => entry.code === code);
      expect(investigator.xp).toMatchObject({ spent: expected.spent, available: expected.earned - expected.spent });
    }
  }, 600_000);
});
