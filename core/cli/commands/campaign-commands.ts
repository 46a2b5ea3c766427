import { readFileSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { chaosTokenSchema, DIFFICULTIES, type Difficulty } from '../../../shared/campaign/campaign-definition.ts';
import { deCampaignCliHelp } from '../../../shared/i18n/de/campaign-cli-help.ts';
import { deCli } from '../../../shared/i18n/de/cli.ts';
import { germanDeckProblem } from '../../../shared/i18n/de/deck-problems.ts';
import { formatEnvironment } from '../../../shared/rules/deck-environment.ts';
import { withApp } from '../app-call.ts';
import { UsageError } from '../cli-error.ts';
import { readDeckFile } from '../deck-file.ts';
import { CAMPAIGN_ENVIRONMENT_FLAGS, type EnvironmentFlags, environmentFromFlags } from '../environment-flags.ts';
import { variantsOption } from '../variants-option.ts';
import { guideCommand } from './campaign-guide-command.ts';
import { germanCardName } from './deck-validate.ts';

// `campaign …`: the campaign journal from a script. Every command prints one JSON object.

type Command = { help: string; run: (args: string[]) => Promise<number> };

const print = (value: unknown) => console.log(JSON.stringify(value));

function campaignId(text: string | undefined): number {
  const id = Number(text);
  if (!Number.isInteger(id) || id <= 0) throw new UsageError(deCli.campaignNumber);
  return id;
}

function readJsonFile(file: string): unknown {
  let text: string;
  try {
    text = file === '-' ? readFileSync(0, 'utf8') : readFileSync(file, 'utf8');
  } catch {
    throw new UsageError(deCli.fileUnreadable(file));
  }
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new UsageError(deCli.fileNotJson(file, (error as Error).message));
  }
}

function deckFrom(file: string) {
  const read = readDeckFile(file, readFileSync);
  if (!read.ok) throw new UsageError(read.error);
  return read.deck;
}

function required(value: string | undefined, option: string): string {
  if (!value) throw new UsageError(deCli.optionMissing(option));
  return value;
}

const parse = (args: string[], options: NonNullable<Parameters<typeof parseArgs>[0]>['options'] = {}) =>
  parseArgs({ args, allowPositionals: true, options });

/** `--environment ENV` and the group's switches in the stored form; the Limitiert picks are checked by the app. */
function environmentText(values: EnvironmentFlags): string | undefined {
  const environment = environmentFromFlags(values);
  return environment ? formatEnvironment(environment) : undefined;
}

/** `--carry-over CAMPAIGN[:CODE,CODE…]` (Grimoire „Epischer Kampagnenmodus“): the earlier campaign and whom to carry. */
function carryOverOf(text: string | undefined): { campaignId: number; investigators?: string[] } | undefined {
  if (text === undefined) return undefined;
  const [campaign, codes] = text.split(':');
  const investigators = codes
    ?.split(',')
    .map((code) => code.trim())
    .filter(Boolean);
  if (codes !== undefined && !investigators?.length) throw new UsageError(deCli.carryOverInvestigators(text));
  return { campaignId: campaignId(campaign), ...(investigators ? { investigators } : {}) };
}

const create: Command = {
  help: deCampaignCliHelp.create,
  async run(args) {
    const { values } = parse(args, {
      name: { type: 'string' },
      definition: { type: 'string' },
      standalone: { type: 'string' },
      difficulty: { type: 'string' },
      'chaos-bag': { type: 'string' },
      scenario: { type: 'string', multiple: true },
      ...CAMPAIGN_ENVIRONMENT_FLAGS,
      'carry-over': { type: 'string' },
      variants: { type: 'string' },
    });
    if (values.standalone !== undefined && values.definition !== undefined)
      throw new UsageError(deCli.standaloneWithDefinition);
    if (values.standalone !== undefined && values['carry-over'] !== undefined)
      throw new UsageError(deCli.carryOverStandalone);
    const difficulty = values.difficulty as string | undefined;
    if (difficulty && !DIFFICULTIES.includes(difficulty as Difficulty))
      throw new UsageError(deCli.difficultyUnknown(difficulty));
    const chaosBag = (values['chaos-bag'] as string | undefined)?.split(',').map((token) => {
      const parsed = chaosTokenSchema.safeParse(token.trim());
      if (!parsed.success) throw new UsageError(deCli.chaosTokenUnknown(token.trim()));
      return parsed.data;
    });
    const scenarios = ((values.scenario as string[] | undefined) ?? []).map((entry) => {
      const [id, ...name] = entry.split('=');
      if (!id || name.length === 0) throw new UsageError(deCli.scenarioOption(entry));
      return { id, name: name.join('=') };
    });
    // Grimoire XII „Deckbau-Umgebungen“: the form is checked here, the Limitiert picks by the app.
    const environment = environmentText(values as EnvironmentFlags);
    const carryOver = carryOverOf(values['carry-over'] as string | undefined);
    const variants = variantsOption(values.variants as string | undefined);
    const result = await withApp((call) =>
      call('campaigns.create', {
        name: required(values.name as string | undefined, 'name'),
        ...(values.definition ? { definitionId: values.definition as string } : {}),
        ...(values.standalone !== undefined ? { standaloneScenario: values.standalone as string } : {}),
        ...(difficulty ? { difficulty: difficulty as Difficulty } : {}),
        ...(chaosBag ? { chaosBag } : {}),
        ...(scenarios.length ? { scenarios } : {}),
        ...(environment ? { environment } : {}),
        ...(carryOver ? { carryOver } : {}),
        ...(variants ? { variants } : {}),
      }),
    );
    print({
      campaign: result.campaignId,
      seq: result.seq,
      name: result.state.name,
      ...(result.state.standalone ? { standalone: true, difficulty: result.state.difficulty } : {}),
      chaosBag: result.state.chaosBag,
      ...(result.state.environment ? { environment: result.state.environment } : {}),
      nextScenario: result.state.nextScenario,
      ...(result.state.variants ? { variants: result.state.variants } : {}),
      ...(result.carried ? { carried: result.carried } : {}),
    });
    return 0;
  },
};

const list: Command = {
  help: deCampaignCliHelp.list,
  async run() {
    print(await withApp((call) => call('campaigns.list', {})));
    return 0;
  },
};

const join: Command = {
  help: deCampaignCliHelp.join,
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
    // The deck is written with the join: a refused join (its starting deck, its environment) leaves no deck behind.
    const result = await withApp((call) =>
      call('campaigns.join', {
        campaignId: id,
        player,
        investigatorCode,
        ...(deck ? { newDeck: { name: deck.name ?? `${player}: ${investigatorCode}`, deck } } : {}),
        ...(values.replaces ? { replaces: values.replaces as string } : {}),
      }),
    );
    const joined = result.state.investigators.find((investigator) => investigator.code === investigatorCode);
    print({
      campaign: result.campaignId,
      seq: result.seq,
      investigator: investigatorCode,
      name: joined?.name,
      deckId: joined?.deckId ?? null,
      ...(result.standaloneWeaknesses ? { standaloneWeaknesses: result.standaloneWeaknesses } : {}),
    });
    return 0;
  },
};

const leave: Command = {
  help: deCampaignCliHelp.leave,
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
  help: deCampaignCliHelp.record,
  async run(args) {
    const { positionals } = parse(args);
    const id = campaignId(positionals[0]);
    const json = readJsonFile(required(positionals[1], deCli.secondFileArgument));
    const events = Array.isArray(json) ? json : [json];
    const result = await withApp((call) => call('campaigns.append', { campaignId: id, events: events as never }));
    print({ campaign: result.campaignId, seq: result.seq, recorded: events.length });
    return 0;
  },
};

const undo: Command = {
  help: deCampaignCliHelp.undo,
  async run(args) {
    const { values, positionals } = parse(args, { reason: { type: 'string' } });
    const id = campaignId(positionals[0]);
    const seq = positionals[1] === undefined ? undefined : Number(positionals[1]);
    if (seq !== undefined && (!Number.isInteger(seq) || seq <= 0))
      throw new UsageError(deCli.seqInvalid(positionals[1] ?? ''));
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
  help: deCampaignCliHelp.upgrade,
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
  help: deCampaignCliHelp.show,
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
        if (!seq) throw new UsageError(deCli.scenarioNotPlayed(afterScenario, played.length));
        return call('campaigns.state', { campaignId: id, seq });
      }
      return call('campaigns.state', { campaignId: id, ...(values.after ? { seq: Number(values.after) } : {}) });
    });
    print(output);
    return 0;
  },
};

const exportCommand: Command = {
  help: deCampaignCliHelp.export,
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
  help: deCampaignCliHelp.import,
  async run(args) {
    const { positionals, values } = parse(args, { name: { type: 'string' } });
    const file = readJsonFile(required(positionals[0], deCli.fileArgument));
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
