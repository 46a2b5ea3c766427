import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { runGuide } from '../../shared/guide/run-guide.ts';
import type { GuideAnswer, GuideContext, GuideRun } from '../../shared/guide/types.ts';
import { seededRandom } from '../../shared/rules/seeded-random.ts';
import { type ShownCampaign, shownSteps } from '../support/cli-guide-session.ts';
import { realGuide } from '../support/guide-data.ts';
import { randomAnswer } from '../support/guide-random-answers.ts';
import { copyImportedCards } from '../support/imported-cards.ts';
import { describeRealData } from '../support/real-data.ts';
import { runCli } from '../support/run-cli.ts';

// Whole campaigns (The Dunwich Legacy, The Path to Carcosa, The Forgotten Age with its supplies,
// The Innsmouth Conspiracy with its unspent experience, Feast of Hemlock Vale) through `campaign guide --answers`
// with two investigators (Roland Banks, Agnes Baker): a seeded group's answers, written to the
// journal by the CLI, must give `campaign show` exactly what the engine computes from the same
// answers — XP, trauma, killed/insane, story cards and weaknesses, chaos bag, log entries — and
// the same again after export and import.

const ROLAND = '01001';
const AGNES = '01004';
// Printed health/sanity and the card data's faction and traits (01001 Agency. Detective., 01004 Sorcerer.).
const GROUP: GuideContext = {
  investigators: {
    [ROLAND]: { health: 9, sanity: 5, faction: 'guardian', traits: ['Agency', 'Detective'] },
    [AGNES]: { health: 6, sanity: 8, faction: 'mystic', traits: ['Sorcerer'] },
  },
};

function seededPlay(
  guide: Awaited<ReturnType<typeof realGuide>>,
  seed: number,
): { run: GuideRun; answers: GuideAnswer[] } {
  const random = seededRandom(seed);
  const answers: GuideAnswer[] = [];
  let run = runGuide(guide, answers, GROUP);
  while (run.prompt && !run.problem && answers.length < 500) {
    answers.push({ key: run.prompt.key, value: randomAnswer(run.prompt, run, random) });
    run = runGuide(guide, answers, GROUP);
  }
  return { run, answers };
}

/** An engine answer as the CLI takes it: the step it answers, its key, the fields of its kind. */
const cliAnswer = ({ key, value }: GuideAnswer) => {
  const { kind: _kind, ...fields } = value;
  return { step: key.slice(key.indexOf('/') + 1).replace(/#\d+$/, ''), key, ...fields };
};

describeRealData('whole guided campaigns through the CLI equal the engine', () => {
  let home = '';
  let campaign = 0;
  const run = (...args: string[]) => runCli(args, { ARKHAM_LOGBUCH_HOME: home });
  const cli = (...args: string[]) => {
    const result = run(...args);
    if (result.status !== 0) throw new Error(`${args.join(' ')} → ${result.status}: ${result.stderr}`);
    return JSON.parse(result.stdout);
  };

  afterAll(() => rmSync(home, { recursive: true, force: true }));
  beforeAll(() => {
    home = mkdtempSync(path.join(os.tmpdir(), 'logbuch-guide-walks-'));
    copyImportedCards(home);
  });

  it.each([
    ['dwl', 3],
    ['ptc', 5],
    ['tfa', 4],
    ['tic', 1],
    ['fhv', 5],
  ] as const)(
    '%s (seed %i): `campaign show` holds what the engine computes',
    async (id, seed) => {
      const guide = await realGuide(id);
      const { run: expected, answers } = seededPlay(guide, seed);
      expect(expected.finished).toBe(true);
      campaign += 1;
      cli('campaign', 'create', '--name', `Leitfaden ${id}`, '--definition', id);
      cli('campaign', 'join', String(campaign), '--player', 'Anna', '--investigator', ROLAND);
      cli('campaign', 'join', String(campaign), '--player', 'Ben', '--investigator', AGNES);
      const file = path.join(home, `${id}.json`);
      writeFileSync(file, JSON.stringify(answers.map(cliAnswer)));
      const end = cli('campaign', 'guide', String(campaign), '--answers', file);
      expect(end).toMatchObject({ done: true, result: expected.state.result });
      expect(shownSteps(end)).toEqual((expected.closing ?? []).map((step) => step.step));

      const shown: ShownCampaign = cli('campaign', 'show', String(campaign));
      expect(shown.guide.result).toBe(expected.state.result);
      expect(shown.chaosBag).toEqual(expected.state.chaosBag);
      for (const engine of expected.state.investigators) {
        const investigator = shown.investigators.find((item) => item.code === engine.code);
        expect(investigator, engine.code).toMatchObject({
          xp: { earned: engine.xp },
          trauma: { physical: engine.physical, mental: engine.mental },
        });
        expect(investigator?.status === 'killed' || investigator?.status === 'insane', engine.code).toBe(
          engine.killed || engine.insane,
        );
        expect([...(investigator?.storyAssets ?? []), ...(investigator?.weaknesses ?? [])].sort()).toEqual(
          [...engine.cards].sort(),
        );
      }
      for (const section of expected.state.sections) {
        const shownSection = shown.logSections.find((item) => item.id === section.id);
        // A count with an id is a named count of its section; one the guide words („X brood escaped“) is listed too.
        const counted = section.entries.filter((entry) => entry.count !== undefined);
        // A count per investigator (The Hemlock Curse's hemlock_curse_count) is kept with the guide, not listed.
        const listed = section.entries.filter(
          (entry) => entry.perInvestigator === undefined && (entry.count === undefined || entry.text !== undefined),
        );
        expect(
          (shownSection?.entries ?? []).map((entry) => [entry.id, entry.crossedOut]),
          section.id,
        ).toEqual(listed.map((entry) => [entry.id, entry.crossedOut]));
        for (const entry of counted)
          expect(shownSection?.counts[entry.id], `${section.id}/${entry.id}`).toBe(entry.count);
        if (section.count !== undefined) expect(shownSection?.count, section.id).toBe(section.count);
        // A name the guide crossed out („Cross out the name of each resident …“).
        expect(shownSection?.crossedOut === true, section.id).toBe(section.crossedOut === true);
      }

      const exported = path.join(home, `${id}-export.json`);
      cli('campaign', 'export', String(campaign), '--out', exported);
      campaign += 1;
      cli('campaign', 'import', exported, '--name', `Leitfaden ${id} (Kopie)`);
      const copy: ShownCampaign = cli('campaign', 'show', String(campaign));
      expect({ ...copy, name: undefined, seq: undefined }).toEqual({ ...shown, name: undefined, seq: undefined });
    },
    240_000,
  );
});
