import { beforeAll, expect, it } from 'vitest';
import type { CampaignDefinition } from '../../../shared/campaign/campaign-definition.ts';
import type { CampaignState } from '../../../shared/campaign/campaign-state.ts';
import { buildCampaignDefinitions } from '../../../shared/campaign/definitions/build-campaign-definitions.ts';
import type { CardPool } from '../../../shared/cards/card-pool.ts';
import { guideContextOf } from '../../../shared/guide/guide-journal.ts';
import { type StoredGuides, storedGuides } from '../../../shared/guide/stored-guide.ts';
import { GUIDED_CAMPAIGNS } from '../../../shared/guide/supported-campaigns.ts';
import { scenarioEncounterSets, withQueriedCards } from '../../../shared/guide/text/card-query.ts';
import { encounterSetNamer } from '../../../shared/guide/text/encounter-set-names.ts';
import { type GermanPrompt, germanPrompt, germanShownSteps } from '../../../shared/guide/text/german-prompt.ts';
import { guideCardName } from '../../../shared/guide/text/guide-card-name.ts';
import { buildGuideCatalog, type GuideCatalog } from '../../../shared/guide/text/guide-catalog.ts';
import { createGuideTranslator } from '../../../shared/guide/text/guide-translator.ts';
import { investigatorNaming } from '../../../shared/guide/text/investigator-naming.ts';
import { scenarioNamer } from '../../../shared/guide/text/scenario-names.ts';
import type { GuideData, GuideEffect } from '../../../shared/guide/types.ts';
import { guideAnswerLabel } from '../../../shared/i18n/de/guide-answer-label.ts';
import { guideEffectLine } from '../../../shared/i18n/de/guide-effects.ts';
import { realPool } from '../../support/card-data.ts';
import { realCampaignData } from '../../support/guide-data.ts';
import { missingFromState } from '../../support/guide-missing-from-state.ts';
import { CORE_INVESTIGATORS } from '../../support/guide-random-answers.ts';
import {
  logHeadingLines,
  playedLines,
  promptLines,
  type ScreenLine,
  sameLabels,
  screenTextProblems,
  shownLines,
  untranslated,
} from '../../support/guide-screen-text.ts';
import { coverageOf, emptyCoverage, sweep } from '../../support/guide-sweep.ts';
import { effectNames, newGuidedCampaign, writeAnswer } from '../../support/guide-sweep-state.ts';
import { describeRealData } from '../../support/real-data.ts';
import { KNOWN_FINDINGS, type KnownFinding } from './guide-walker-findings.ts';

// Every guided campaign walked by seeded groups that steer towards the options earlier walks left
// out, looked at as the app shows it: every prompt (title, text, options, resolutions, shown read-
// aloud and setup lines), every preview line („Das wird eingetragen“), every log entry the answer
// writes, every heading of the log it touches (section titles, names of counts, as the log screen
// and the printed sheet show them), every history line and the closing text. None holds an engine
// id (`$…`, a snake_case key, `#name#`, `#X#`) or English outside the allow-list; the options of a
// prompt differ; every effect of an answer has its preview line and is in the campaign afterwards. Every guide text of a
// prompt and of the effects the log shows has German in a catalog (or the app's catalogue).
// GUIDE_WALK_SEEDS=20 runs a bigger sweep (default 2 seeds per campaign).

const SEEDS = Array.from({ length: Number(process.env.GUIDE_WALK_SEEDS ?? 2) }, (_, at) => 1000 + at * 37);

/** Effects the preview leaves out on purpose: nothing for the group to read. */
const silent = (effect: GuideEffect) =>
  effect.type === 'state_saved' ||
  (effect.type === 'trauma' && !effect.physical && !effect.mental && !effect.killed && !effect.insane) ||
  (effect.type === 'chaos_tokens' && !effect.added.length && !effect.removed.length);

interface Findings {
  text: Set<string>;
  /** Guide texts no catalog translates (before the text layer makes the line). */
  untranslated: Set<string>;
  labels: Set<string>;
  unpreviewed: Set<string>;
  missing: Set<string>;
  problems: string[];
}

/** The known findings some walk met, and whether a finding is one of them. */
const met = new Set<KnownFinding>();
function known(finding: string): boolean {
  const entry = KNOWN_FINDINGS.find(({ pattern }) => pattern.test(finding));
  if (entry) met.add(entry);
  return entry !== undefined;
}

describeRealData('the walker over every guided campaign', () => {
  let stored: StoredGuides;
  let catalog: GuideCatalog;
  let definitions: CampaignDefinition[];
  let pool: CardPool;
  beforeAll(async () => {
    const data = await realCampaignData();
    stored = storedGuides(data);
    catalog = buildGuideCatalog(stored.catalogs);
    definitions = buildCampaignDefinitions(data);
    pool = await realPool();
  });

  it.each(GUIDED_CAMPAIGNS)('%s: what the screen, preview and log show is German, complete and apart', (id) => {
    const guide = stored.guides.find((item) => item.campaignId === id) as GuideData;
    const definition = definitions.find((item) => item.id === id) as CampaignDefinition;
    const card = (code: string) => guideCardName(pool, code);
    const coverage = emptyCoverage();
    const found: Findings = {
      text: new Set(),
      untranslated: new Set(),
      labels: new Set(),
      unpreviewed: new Set(),
      missing: new Set(),
      problems: [],
    };
    const check = (lines: ScreenLine[]) => {
      for (const line of lines) for (const problem of screenTextProblems(line)) found.text.add(problem);
    };
    const encounterSet = encounterSetNamer(stored.encounterSets, catalog);
    for (const seed of SEEDS) {
      const state: CampaignState = newGuidedCampaign(definition, CORE_INVESTIGATORS, card);
      const context = { ...guideContextOf(state), investigators: CORE_INVESTIGATORS.investigators };
      const t = createGuideTranslator(
        catalog,
        investigatorNaming(pool, new Map(state.investigators.map((item) => [item.code, item.name]))),
      );
      const scenarioName = scenarioNamer(guide, new Map(state.scenarios.map((item) => [item.id, item.name])), t);
      let current: GermanPrompt | undefined;
      const run = sweep(guide, context, seed, coverage, {
        prompt(run) {
          if (!run.prompt) throw new Error('no prompt');
          const scenario = guide.scenarios.find((file) => file.data.id === run.prompt?.scenario)?.data;
          const listed = withQueriedCards(run.prompt, pool.data.cards, scenarioEncounterSets(scenario));
          const prompt = {
            ...germanPrompt(listed, t, encounterSet, card),
            scenarioName: scenarioName(listed.scenario),
          };
          check(promptLines(prompt));
          for (const text of untranslated(t, run.prompt, [], () => false)) found.untranslated.add(text);
          for (const same of sameLabels(prompt)) found.labels.add(same);
          current = prompt;
          return listed;
        },
        answered(answer, effects, _run, index) {
          const prompt = current as GermanPrompt;
          const label = guideAnswerLabel(prompt, answer.value, card);
          const at = `${prompt.scenario}/${prompt.step}`;
          check([
            { where: `${at} history`, text: label.step },
            ...(label.answer ? [{ where: `${at} history answer`, text: label.answer }] : []),
          ]);
          const names = effectNames(state, card, scenarioName);
          const hidden = (section: string) => names.hiddenSection?.(section) === true;
          for (const text of untranslated(t, undefined, effects, hidden)) found.untranslated.add(text);
          for (const effect of effects) {
            const line = guideEffectLine(effect, t, names);
            if (line !== undefined) check([{ where: `${at} preview`, text: line }]);
            else if (!silent(effect) && !names.hiddenSection?.(('section' in effect && effect.section) || ''))
              found.unpreviewed.add(`${at}: ${effect.type}`);
          }
          const before = structuredClone(state);
          writeAnswer(state, guide, index, answer, effects, t);
          for (const missing of missingFromState(before, state, effects)) found.missing.add(`${at}: ${missing}`);
          const written = new Set(
            effects.flatMap((effect) =>
              'section' in effect && 'id' in effect ? [`${effect.section}/${effect.id}`] : [],
            ),
          );
          const touched = new Set(effects.flatMap((effect) => ('section' in effect ? [effect.section] : [])));
          check(logHeadingLines(state, definition, at, touched));
          for (const section of state.logSections.filter((item) => !item.hidden))
            check(
              section.entries
                .filter((entry) => written.has(`${section.id}/${entry.id}`))
                .map((entry) => ({ where: `${at} log ${section.title}`, text: entry.text })),
            );
        },
      });
      if (run.problem || !run.finished)
        found.problems.push(`seed ${seed}: ${JSON.stringify(run.problem ?? 'not finished')}`);
      check(shownLines(germanShownSteps(run.closing ?? [], t, encounterSet), 'closing'));
      check([...logHeadingLines(state, definition, `seed ${seed} end`), ...playedLines(state, `seed ${seed} end`)]);
    }
    const measured = coverageOf(guide, coverage);
    console.info(
      `[guide walker] ${id}: ${SEEDS.length} seeds, steps reached ${measured.reached}/${measured.steps}, options taken ${measured.taken}/${measured.offered}`,
    );
    const open = (findings: Set<string>) => [...findings].filter((finding) => !known(finding)).sort();
    expect({
      problems: found.problems,
      text: open(found.text),
      untranslated: open(found.untranslated),
      labels: open(found.labels),
      unpreviewed: open(found.unpreviewed),
      missing: open(found.missing),
    }).toEqual({ problems: [], text: [], untranslated: [], labels: [], unpreviewed: [], missing: [] });
  });

  it('every known finding is still met (the list only shrinks)', () => {
    expect(KNOWN_FINDINGS.filter((entry) => !met.has(entry)).map((entry) => entry.what)).toEqual([]);
  });
});
