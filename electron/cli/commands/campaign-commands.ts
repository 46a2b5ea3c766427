import { readFileSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { chaosTokenSchema, DIFFICULTIES, type Difficulty } from '../../../shared/campaign/campaign-definition.ts';
import { germanDeckProblem } from '../../../shared/i18n/de/deck-problems.ts';
import { withApp } from '../app-call.ts';
import { UsageError } from '../cli-error.ts';
import { readDeckFile } from '../deck-file.ts';
import { guideCommand } from './campaign-guide-command.ts';
import { germanCardName } from './deck-validate.ts';

// `campaign …`: the campaign journal from a script. Every command prints one JSON object.

type Command = { help: string; run: (args: string[]) => Promise<number> };

const print = (value: unknown) => console.log(JSON.stringify(value));

function campaignId(text: string | undefined): number {
  const id = Number(text);
  if (!Number.isInteger(id) || id <= 0)
    throw new UsageError('Bitte gib die Nummer der Kampagne an (siehe „campaign list“).');
  return id;
}

function readJsonFile(file: string): unknown {
  let text: string;
  try {
    text = file === '-' ? readFileSync(0, 'utf8') : readFileSync(file, 'utf8');
  } catch {
    throw new UsageError(`Die Datei „${file}“ kann nicht gelesen werden.`);
  }
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new UsageError(`Die Datei „${file}“ ist kein gültiges JSON (${(error as Error).message}).`);
  }
}

function deckFrom(file: string) {
  const read = readDeckFile(file, readFileSync);
  if (!read.ok) throw new UsageError(read.error);
  return read.deck;
}

function required(value: string | undefined, option: string): string {
  if (!value) throw new UsageError(`Die Option --${option} fehlt.`);
  return value;
}

const parse = (args: string[], options: NonNullable<Parameters<typeof parseArgs>[0]>['options'] = {}) =>
  parseArgs({ args, allowPositionals: true, options });

const create: Command = {
  help: `campaign create --name NAME [--definition ID] [--difficulty easy|standard|hard|expert]
                [--chaos-bag "+1,0,-1,…"] [--scenario ID=NAME]...
  Legt eine Kampagne an: aus einer importierten Vorlage (z. B. core, tfa, eoe) mit Chaosbeutel
  des Schwierigkeitsgrads, oder frei mit eigenen Szenarien und Chaosbeutel.`,
  async run(args) {
    const { values } = parse(args, {
      name: { type: 'string' },
      definition: { type: 'string' },
      difficulty: { type: 'string' },
      'chaos-bag': { type: 'string' },
      scenario: { type: 'string', multiple: true },
    });
    const difficulty = values.difficulty as string | undefined;
    if (difficulty && !DIFFICULTIES.includes(difficulty as Difficulty))
      throw new UsageError(`Unbekannter Schwierigkeitsgrad „${difficulty}“ (easy, standard, hard, expert).`);
    const chaosBag = (values['chaos-bag'] as string | undefined)?.split(',').map((token) => {
      const parsed = chaosTokenSchema.safeParse(token.trim());
      if (!parsed.success) throw new UsageError(`Unbekannter Chaosmarker „${token.trim()}“.`);
      return parsed.data;
    });
    const scenarios = ((values.scenario as string[] | undefined) ?? []).map((entry) => {
      const [id, ...name] = entry.split('=');
      if (!id || name.length === 0) throw new UsageError(`--scenario erwartet ID=NAME, nicht „${entry}“.`);
      return { id, name: name.join('=') };
    });
    const result = await withApp((call) =>
      call('campaigns.create', {
        name: required(values.name as string | undefined, 'name'),
        ...(values.definition ? { definitionId: values.definition as string } : {}),
        ...(difficulty ? { difficulty: difficulty as Difficulty } : {}),
        ...(chaosBag ? { chaosBag } : {}),
        ...(scenarios.length ? { scenarios } : {}),
      }),
    );
    print({
      campaign: result.campaignId,
      seq: result.seq,
      name: result.state.name,
      chaosBag: result.state.chaosBag,
      nextScenario: result.state.nextScenario,
    });
    return 0;
  },
};

const list: Command = {
  help: `campaign list
  Alle Kampagnen mit Ermittlern, nächstem Szenario und letzter Änderung.`,
  async run() {
    print(await withApp((call) => call('campaigns.list', {})));
    return 0;
  },
};

const join: Command = {
  help: `campaign join KAMPAGNE --player NAME --investigator CODE [--deck DATEI] [--replaces CODE]
  Ein Ermittler tritt bei (mit Deck aus einer ArkhamDB-Deckdatei); --replaces ersetzt einen
  getöteten, wahnsinnigen oder ausgestiegenen Ermittler.`,
  async run(args) {
    const { values, positionals } = parse(args, {
      player: { type: 'string' },
      investigator: { type: 'string' },
      deck: { type: 'string' },
      replaces: { type: 'string' },
    });
    const id = campaignId(positionals[0]);
    const deck = values.deck ? deckFrom(values.deck as string) : undefined;
    const investigatorCode = required(values.investigator as string | undefined, 'investigator');
    const player = required(values.player as string | undefined, 'player');
    const result = await withApp(async (call) => {
      const deckId = deck
        ? (await call('decks.create', { name: deck.name ?? `${player}: ${investigatorCode}`, deck })).deckId
        : undefined;
      return call('campaigns.join', {
        campaignId: id,
        player,
        investigatorCode,
        ...(deckId ? { deckId } : {}),
        ...(values.replaces ? { replaces: values.replaces as string } : {}),
      });
    });
    const joined = result.state.investigators.find((investigator) => investigator.code === investigatorCode);
    print({
      campaign: result.campaignId,
      seq: result.seq,
      investigator: investigatorCode,
      name: joined?.name,
      deckId: joined?.deckId ?? null,
    });
    return 0;
  },
};

const leave: Command = {
  help: `campaign leave KAMPAGNE --investigator CODE
  Ein Ermittler verlässt die Kampagne; seine Einträge bleiben, er kann wieder beitreten.`,
  async run(args) {
    const { values, positionals } = parse(args, { investigator: { type: 'string' } });
    const code = required(values.investigator as string | undefined, 'investigator');
    const result = await withApp((call) =>
      call('campaigns.append', {
        campaignId: campaignId(positionals[0]),
        events: [{ type: 'investigator_left', payload: { code } }],
      }),
    );
    print({ campaign: result.campaignId, seq: result.seq });
    return 0;
  },
};

const record: Command = {
  help: `campaign record KAMPAGNE DATEI|-
  Trägt Einträge aus einer JSON-Datei ein: ein Eintrag {"type":"scenario_recorded","payload":{…}}
  oder eine Liste davon (alle oder keiner). Typen und Felder: README, Abschnitt „Kampagnen“.`,
  async run(args) {
    const { positionals } = parse(args);
    const id = campaignId(positionals[0]);
    const json = readJsonFile(required(positionals[1], 'DATEI (zweites Argument)'));
    const events = Array.isArray(json) ? json : [json];
    const result = await withApp((call) => call('campaigns.append', { campaignId: id, events: events as never }));
    print({ campaign: result.campaignId, seq: result.seq, recorded: events.length });
    return 0;
  },
};

const undo: Command = {
  help: `campaign undo KAMPAGNE [NR] [--reason TEXT]
  Macht den Eintrag NR (ohne NR: den letzten) rückgängig, indem ein Rückgängig-Eintrag angehängt
  wird; nichts wird gelöscht. Ein Rückgängig-Eintrag kann selbst rückgängig gemacht werden.
  Ist NR eine Leitfaden-Antwort, heißt das „Ab hier neu beantworten“: derselbe eine Eintrag nimmt
  auch jede spätere Leitfaden-Antwort zurück (die Ausgabe nennt ihre Zahl in answersTakenBack);
  andere Einträge dazwischen bleiben, solange sie ohne diese Antworten noch passen.`,
  async run(args) {
    const { values, positionals } = parse(args, { reason: { type: 'string' } });
    const id = campaignId(positionals[0]);
    const seq = positionals[1] === undefined ? undefined : Number(positionals[1]);
    if (seq !== undefined && (!Number.isInteger(seq) || seq <= 0))
      throw new UsageError(`„${positionals[1]}“ ist keine Eintragsnummer.`);
    const result = await withApp((call) =>
      call('campaigns.undo', {
        campaignId: id,
        ...(seq ? { seq } : {}),
        ...(values.reason ? { reason: values.reason as string } : {}),
      }),
    );
    print({
      campaign: result.campaignId,
      seq: result.seq,
      ...(result.answersTakenBack ? { answersTakenBack: result.answersTakenBack } : {}),
    });
    return 0;
  },
};

const upgrade: Command = {
  help: `campaign upgrade KAMPAGNE --investigator CODE --deck DATEI
  „Deck verbessern“: die Deckdatei wird die nächste Version des Ermittlerdecks; sie darf die
  verfügbaren EP kosten, die Exilkarten seit der letzten Verbesserung sind eingerechnet.`,
  async run(args) {
    const { values, positionals } = parse(args, { investigator: { type: 'string' }, deck: { type: 'string' } });
    const id = campaignId(positionals[0]);
    const code = required(values.investigator as string | undefined, 'investigator');
    const deck = deckFrom(required(values.deck as string | undefined, 'deck'));
    const { result, problems } = await withApp(async (call, pool) => {
      const upgraded = await call('campaigns.upgradeDeck', { campaignId: id, code, deck });
      const name = germanCardName(pool());
      return {
        result: upgraded,
        problems: upgraded.upgradeProblems.map((problem) => ({
          problem: problem.code,
          message: germanDeckProblem(problem, name),
          cards: problem.cards,
        })),
      };
    });
    const investigator = result.state.investigators.find((candidate) => candidate.code === code);
    print({
      campaign: result.campaignId,
      seq: result.seq,
      deckVersionId: investigator?.deckVersionId,
      xp: investigator?.xp,
      ...(problems.length ? { problems } : {}),
    });
    return 0;
  },
};

const show: Command = {
  help: `campaign show KAMPAGNE [--after NR | --after-scenario N] [--journal]
  Der Stand der Kampagne als JSON (EP, Traumata, Status, Storykarten, Exil, Vorräte, Chaosbeutel,
  Logbuch, erforschte Karten, Notizen); --after zeigt den Stand nach einem Eintrag, --after-scenario
  nach dem N-ten Szenario; --journal stattdessen alle Einträge.`,
  async run(args) {
    const { values, positionals } = parse(args, {
      after: { type: 'string' },
      'after-scenario': { type: 'string' },
      journal: { type: 'boolean' },
    });
    const id = campaignId(positionals[0]);
    const output = await withApp(async (call) => {
      if (values.journal) return call('campaigns.journal', { campaignId: id });
      const afterScenario = values['after-scenario'] ? Number(values['after-scenario']) : undefined;
      if (afterScenario !== undefined) {
        const played = (await call('campaigns.state', { campaignId: id })).played;
        const seq = played[afterScenario - 1]?.seq;
        if (!seq)
          throw new UsageError(`Die Kampagne hat kein ${afterScenario}. Szenario (gespielt: ${played.length}).`);
        return call('campaigns.state', { campaignId: id, seq });
      }
      return call('campaigns.state', { campaignId: id, ...(values.after ? { seq: Number(values.after) } : {}) });
    });
    print(output);
    return 0;
  },
};

const exportCommand: Command = {
  help: `campaign export KAMPAGNE [--out DATEI]
  Schreibt die Kampagne mit allen Einträgen und ihren Decks als JSON (auf die Standardausgabe
  oder in DATEI).`,
  async run(args) {
    const { values, positionals } = parse(args, { out: { type: 'string' } });
    const id = campaignId(positionals[0]);
    const file = await withApp((call) => call('campaigns.export', { campaignId: id }));
    if (values.out) {
      writeFileSync(values.out as string, `${JSON.stringify(file, null, 2)}\n`);
      print({ campaign: id, file: values.out });
    } else print(file);
    return 0;
  },
};

const importCommand: Command = {
  help: `campaign import DATEI [--name NAME]
  Liest eine mit „campaign export“ geschriebene Datei als neue Kampagne ein, mit --name unter
  einem anderen Namen (etwa wenn es die Kampagne schon gibt); eine fehlerhafte Datei ändert nichts.`,
  async run(args) {
    const { positionals, values } = parse(args, { name: { type: 'string' } });
    const file = readJsonFile(required(positionals[0], 'DATEI'));
    const name = values.name as string | undefined;
    const result = await withApp(async (call, _requirePool, pool) => {
      const imported = await call('campaigns.import', { file, ...(name !== undefined ? { name } : {}) });
      // Dropped deck slots (count 0 or less) in German; without a card pool the card is named by its code.
      const loaded = pool();
      const cardName = loaded ? germanCardName(loaded) : (code: string) => code;
      const warnings = imported.warnings.map((p) => ({
        problem: p.code,
        message: germanDeckProblem(p, cardName),
        cards: p.cards,
      }));
      return { ...imported, warnings };
    });
    print({ campaign: result.campaignId, seq: result.seq, name: result.state.name, warnings: result.warnings });
    return 0;
  },
};

export const CAMPAIGN_COMMANDS: Record<string, Command> = {
  'campaign guide': guideCommand,
  'campaign create': create,
  'campaign list': list,
  'campaign join': join,
  'campaign leave': leave,
  'campaign record': record,
  'campaign undo': undo,
  'campaign upgrade': upgrade,
  'campaign show': show,
  'campaign export': exportCommand,
  'campaign import': importCommand,
};
