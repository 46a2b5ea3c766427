import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { copyImportedCards } from './imported-cards.ts';
import { runCli, runCliProcess } from './run-cli.ts';

/** What a scripted playthrough reads from `campaign show`. */
export interface ShownCampaign {
  seq: number;
  chaosBag: string[];
  investigators: {
    code: string;
    xp: { earned: number };
    trauma: { physical: number; mental: number };
    status: string;
    storyAssets: string[];
    weaknesses: string[];
  }[];
  logSections: {
    id: string;
    type?: string;
    /** The section's name crossed out by the guide. */
    crossedOut?: boolean;
    entries: { id?: string; text: string; crossedOut: boolean }[];
    count: number;
    counts: Record<string, number>;
  }[];
  played: { id: string; resolution: string; xp: Record<string, number> }[];
  guide: { result?: string; answers: unknown[] };
}

/**
 * A user data folder with the real cards imported, driven through the CLI: every call opens the
 * database anew and reads the journal from it; `showAfterRestart` reads it in a new process.
 */
export function cliGuideSession(prefix: string) {
  const home = mkdtempSync(path.join(os.tmpdir(), prefix));
  let files = 0;
  const run = (...args: string[]) => runCli(args, { ARKHAM_LOGBUCH_HOME: home });
  const cli = (...args: string[]) => {
    const result = run(...args);
    if (result.status !== 0) throw new Error(`${args.join(' ')} → ${result.status}: ${result.stderr}`);
    return JSON.parse(result.stdout);
  };
  const answersFile = (answers: object[]) => {
    const file = path.join(home, `answers-${++files}.json`);
    writeFileSync(file, JSON.stringify(answers));
    return file;
  };
  return {
    home,
    run,
    cli,
    /** Starts from the real cards imported (imported-cards.ts) and creates campaign 1 from the definition with the given investigators. */
    start(definition: string, investigators: string[]) {
      copyImportedCards(home);
      cli('campaign', 'create', '--name', 'Leitfadenrunde', '--definition', definition);
      investigators.forEach((code, at) => {
        cli('campaign', 'join', '1', '--player', `Spieler ${at + 1}`, '--investigator', code);
      });
    },
    answersFile,
    /** Answers a list in one call (all or nothing) and returns the next prompt. */
    answer: (answers: object[], id = '1') => cli('campaign', 'guide', id, '--answers', answersFile(answers)),
    show: (id = '1'): ShownCampaign => cli('campaign', 'show', id),
    /** `campaign show` in a CLI process of its own: what the journal gives after a restart. */
    showAfterRestart(id = '1'): ShownCampaign {
      const result = runCliProcess(['campaign', 'show', id], { ARKHAM_LOGBUCH_HOME: home });
      if (result.status !== 0) throw new Error(`campaign show ${id} → ${result.status}: ${result.stderr}`);
      return JSON.parse(result.stdout);
    },
    entries(state: ShownCampaign, section: string) {
      return state.logSections.find((item) => item.id === section)?.entries ?? [];
    },
    count(state: ShownCampaign, section: string) {
      return state.logSections.find((item) => item.id === section)?.count;
    },
    dispose: () => rmSync(home, { recursive: true, force: true }),
  };
}

/** The campaign as a player reads it: everything but the journal's own numbering and the name. */
export function comparable({ seq: _seq, ...rest }: ShownCampaign & { name?: string }) {
  return {
    ...rest,
    name: undefined,
    played: rest.played.map(({ seq: _s, ...p }: { seq?: number } & ShownCampaign['played'][number]) => p),
  };
}

/** The step ids a `campaign guide` line shows (a prompt's, or a finished campaign's epilogue). */
export const shownSteps = (line: { shown?: { step: string }[] }) => (line.shown ?? []).map((step) => step.step);
