import type { GuideAnswerInput, GuideStatus } from '../../shared/api/guide-contract.ts';
import { germanKey, guideTextsOf } from '../../shared/campaign/apply-guide-answer.ts';
import { CampaignError } from '../../shared/campaign/campaign-error.ts';
import type { CampaignState } from '../../shared/campaign/campaign-state.ts';
import { guideHandCorrections } from '../../shared/campaign/guide-hand-corrections.ts';
import type { CardPool } from '../../shared/cards/card-pool.ts';
import { answerGuide, guideContextOf } from '../../shared/guide/guide-journal.ts';
import { guideEntryNamer } from '../../shared/guide/guide-log-entries.ts';
import { answerValueSchema } from '../../shared/guide/guide-schemas.ts';
import { withAppDraws } from '../../shared/guide/random-draws.ts';
import { hasGuide, STANDALONE_GUIDE, standaloneGuide } from '../../shared/guide/standalone-guide.ts';
import type { StoredGuide } from '../../shared/guide/stored-guide.ts';
import { isGuided } from '../../shared/guide/supported-campaigns.ts';
import { scenarioEncounterSets, withQueriedCards } from '../../shared/guide/text/card-query.ts';
import { encounterSetNamer as namer } from '../../shared/guide/text/encounter-set-names.ts';
import { type GermanPrompt, germanPrompt, germanShownSteps } from '../../shared/guide/text/german-prompt.ts';
import { germanWorldMap } from '../../shared/guide/text/german-world-map.ts';
import { guideCardName } from '../../shared/guide/text/guide-card-name.ts';
import { buildGuideCatalog, type GuideCatalog } from '../../shared/guide/text/guide-catalog.ts';
import { createGuideTranslator, type GuideTranslator } from '../../shared/guide/text/guide-translator.ts';
import { investigatorNaming } from '../../shared/guide/text/investigator-naming.ts';
import { scenarioNamer } from '../../shared/guide/text/scenario-names.ts';
import type { GuideAnswer, GuideContext, GuideEffect, GuideRun, Prompt } from '../../shared/guide/types.ts';
import { drawWeaknesses, unfitWeakness } from '../../shared/guide/weakness-answer.ts';
import { worldMapView } from '../../shared/guide/world-map-view.ts';
import { deCampaignInput } from '../../shared/i18n/de/campaign-input.ts';
import { guideAnswerLabel } from '../../shared/i18n/de/guide-answer-label.ts';
import { germanGuideProblem, guideDataChanged, guideNotSupported } from '../../shared/i18n/de/guide-problems.ts';

import type { AppDatabase } from '../db/database.ts';
import { appendEvents } from './campaign-actions.ts';
import { readCampaignGuide, readGuidedCampaignNames } from './campaign-definition-store.ts';
import { campaignDrawPacks } from './campaign-environment.ts';
import { type Appended, currentState, journalOf } from './campaign-journal.ts';
import { readCollection } from './collection-store.ts';
import { keepReplay, keyOf, replayGuide } from './guide-replays.ts';

// The campaign guide of a campaign: the open prompt in German, and answers checked all or
// nothing before their journal entries are written in one transaction.

/** Faction and English traits of a card (investigator conditions) and its weakness subtype (cards the guide adds). */
export const cardFacts = (pool: CardPool | undefined) => (code: string) => {
  const card = pool?.card(code);
  return card ? { faction: card.faction_code, traits: card.traits, subtype: card.subtype_code } : undefined;
};

// The guide's log entries by section and German text, once per stored guide (until the next import).
const namers = new WeakMap<StoredGuide['guide'], ReturnType<typeof guideEntryNamer>>();

/**
 * The engine's context: the investigators' card facts and the group's hand corrections from the
 * journal, a hand note in the guide's German words named by the guide's entry id.
 */
export function guideContext(
  db: AppDatabase,
  campaignId: number,
  state: CampaignState,
  stored: StoredGuide,
  pool?: CardPool,
): GuideContext {
  let namer = namers.get(stored.guide);
  if (!namer) {
    const t = translatorFor(stored, state, pool);
    namer = guideEntryNamer(stored.guide, (text) => t.german(text));
    namers.set(stored.guide, namer);
  }
  return guideContextOf(state, cardFacts(pool), guideHandCorrections(journalOf(db, campaignId), namer));
}

/** A fresh seed for a draw the group leaves to the app; it is stored with the drawn cards. */
const randomSeed = () => Math.floor(Math.random() * 2 ** 31);

export function guideOf(db: AppDatabase, state: CampaignState): StoredGuide {
  if (state.standalone) {
    const side = readCampaignGuide(db, STANDALONE_GUIDE);
    const guide = side && standaloneGuide(side.guide, state.scenarios[0]?.id);
    if (!guide)
      throw new CampaignError('guide_not_supported', {
        definitionId: state.definitionId,
        guided: readGuidedCampaignNames(db),
      });
    return { ...side, guide };
  }
  const id = state.guide?.id ?? state.definitionId;
  const stored = isGuided(id) && id ? readCampaignGuide(db, id) : undefined;
  if (!stored)
    throw new CampaignError('guide_not_supported', {
      definitionId: state.definitionId,
      guided: readGuidedCampaignNames(db),
    });
  return stored;
}

// Building the German catalog takes a few hundred milliseconds; the stored catalogs are one shared
// array until the next import, so each is built once.
const catalogs = new WeakMap<StoredGuide['catalogs'], GuideCatalog>();
function catalogOf(stored: StoredGuide): GuideCatalog {
  let catalog = catalogs.get(stored.catalogs);
  if (!catalog) {
    catalog = buildGuideCatalog(stored.catalogs);
    catalogs.set(stored.catalogs, catalog);
  }
  return catalog;
}

export function translatorFor(stored: StoredGuide, state: CampaignState, pool: CardPool | undefined): GuideTranslator {
  const names = new Map(state.investigators.map((item) => [item.code, item.name]));
  return createGuideTranslator(catalogOf(stored), investigatorNaming(pool, names));
}

/** Encounter sets by their English name in the guide's catalogs (the app's catalogue for a few). */
const encounterSetNamer = (stored: StoredGuide) => namer(stored.encounterSets, catalogOf(stored));

/** The open prompt for the screen: cards a query stands for listed and named, every text German. */
function promptInGerman(
  prompt: Prompt,
  stored: StoredGuide,
  t: GuideTranslator,
  pool: CardPool | undefined,
  scenarioName: (id: string) => string,
): GermanPrompt {
  const scenario = stored.guide.scenarios.find((file) => file.data.id === prompt.scenario)?.data;
  const listed = withQueriedCards(prompt, pool?.data.cards ?? [], scenarioEncounterSets(scenario));
  const cardName = (code: string) => guideCardName(pool, code);
  return {
    ...germanPrompt(listed, t, encounterSetNamer(stored), cardName),
    scenarioName: scenarioName(prompt.scenario),
  };
}

/** German names of the scenarios the guide walks (`$setup`, the campaign's, side stories). */
export function scenarioNameFor(stored: StoredGuide, state: CampaignState, t: GuideTranslator) {
  return scenarioNamer(stored.guide, new Map(state.scenarios.map((item) => [item.id, item.name])), t);
}

/**
 * German text of every guide text the effects of answer `from` on carry, keyed as the journal
 * payload keys them (the answers before are written with theirs already).
 */
function germanTexts(run: GuideRun, t: GuideTranslator, from: number): Record<string, string> {
  const effects: GuideEffect[] = [
    ...(from === 0 ? run.initial : []),
    ...run.applied.slice(from).flatMap((item) => item.effects),
  ];
  return Object.fromEntries(
    effects.flatMap((effect) => guideTextsOf(effect).map((text) => [germanKey(text), t.german(text)])),
  );
}

export function guideStatus(db: AppDatabase, campaignId: number, pool?: CardPool): GuideStatus {
  const state = currentState(db, campaignId);
  if (!hasGuide(state))
    return {
      campaignId,
      supported: false,
      done: false,
      message: guideNotSupported(readGuidedCampaignNames(db)),
    };
  const stored = guideOf(db, state);
  const context = guideContext(db, campaignId, state, stored, pool);
  return statusOf(
    campaignId,
    state,
    stored,
    replayGuide(stored.guide, state.guide?.answers ?? [], context, pool),
    pool,
  );
}

/** The status of the campaign at `state`, from its replayed guide. */
function statusOf(
  campaignId: number,
  state: CampaignState,
  stored: StoredGuide,
  run: GuideRun,
  pool: CardPool | undefined,
): GuideStatus {
  const t = translatorFor(stored, state, pool);
  const campaign = stored.guide.campaign;
  const map = worldMapView(campaign.data, campaign.file, run.state);
  return {
    campaignId,
    supported: true,
    done: run.finished,
    answers: state.guide?.answers.length ?? 0,
    version: state.guide?.version ?? stored.guide.version,
    ...(state.guide && state.guide.version !== stored.guide.version
      ? { dataChanged: guideDataChanged(state.guide.version, stored.guide.version) }
      : {}),
    ...(run.prompt ? { prompt: promptInGerman(run.prompt, stored, t, pool, scenarioNameFor(stored, state, t)) } : {}),
    ...(run.closing ? { closing: germanShownSteps(run.closing, t, encounterSetNamer(stored)) } : {}),
    ...(run.problem ? { problem: germanGuideProblem(run.problem) } : {}),
    ...(run.state.result ? { result: run.state.result } : {}),
    ...(map
      ? { map: germanWorldMap(map, t, (code) => pool?.card(code)?.de?.name ?? pool?.card(code)?.name ?? code) }
      : {}),
  };
}

/**
 * Turns the answers as given (the step they answer and the fields of its input kind) into the
 * engine's answers, step by step against the prompt then open; the first that does not fit
 * refuses the whole list.
 */
export function engineAnswers(
  stored: StoredGuide,
  state: CampaignState,
  context: GuideContext,
  given: GuideAnswerInput[],
  pool?: CardPool,
  /** The collection's packs: a weakness the app draws comes from them (none set: every pack). */
  ownedPacks?: readonly string[] | null,
  /** Filled with the prompt each answer answers (for the history's German label). */
  prompts?: Prompt[],
): GuideAnswer[] {
  const answers: GuideAnswer[] = [];
  const before = state.guide?.answers ?? [];
  given.forEach((item, at) => {
    // The campaign as it stands is usually replayed already (its prompt was shown).
    const run = replayGuide(stored.guide, [...before, ...answers], context, pool);
    if (!run.prompt)
      throw new CampaignError('guide_answer_refused', { answer: at, guideProblem: { code: 'no_open_prompt' } });
    const { step, key, ...fields } = item;
    // An optional prompt passed over on the way (a tarot reading) is answered by naming its step.
    const prompt =
      run.prompt.optional?.find((offer) => offer.step === step && (key === undefined || key === offer.key)) ??
      run.prompt;
    if (step !== prompt.step || (key !== undefined && key !== prompt.key))
      throw new CampaignError('guide_answer_refused', {
        answer: at,
        guideProblem: { code: 'answer_stale', expected: prompt.step, got: step },
      });
    // A weakness prompt answered without choices: every asked investigator draws.
    const everyone =
      prompt.needsWeakness && fields.choices === undefined
        ? {
            choices: Object.fromEntries(
              (prompt.investigators ?? []).map((code) => [
                code,
                prompt.choicesFor?.[code]?.[0] ?? prompt.choices?.[0]?.id ?? '',
              ]),
            ),
          }
        : {};
    // A random location or prologue draw left to the app is drawn here, seeded, into the answer.
    const drawn = withAppDraws(prompt, { ...everyone, ...fields }, randomSeed());
    const parsed = answerValueSchema.safeParse({ kind: prompt.kind, ...drawn });
    if (!parsed.success)
      throw new CampaignError('guide_answer_refused', {
        answer: at,
        reason: prompt.kind,
        issues: parsed.error.issues.map(
          (issue) => `${issue.path.join('.') || deCampaignInput.answerValue}: ${issue.message}`,
        ),
      });
    const value =
      parsed.data.kind === 'investigator_choice' && pool
        ? drawWeaknesses(prompt, parsed.data, pool, state, parsed.data.seed ?? randomSeed(), ownedPacks)
        : parsed.data;
    const unfit = value.kind === 'investigator_choice' && pool ? unfitWeakness(prompt, value, pool) : undefined;
    if (unfit)
      throw new CampaignError('guide_answer_refused', {
        answer: at,
        guideProblem: { code: 'answer_invalid', key: prompt.key, reason: 'weakness_not_allowed' },
      });
    answers.push({ key: prompt.key, value });
    prompts?.push(prompt);
  });
  return answers;
}

export function answerGuideSteps(
  db: AppDatabase,
  campaignId: number,
  given: GuideAnswerInput[],
  pool?: CardPool,
): Appended & { guide: GuideStatus } {
  const state = currentState(db, campaignId);
  const stored = guideOf(db, state);
  const prompts: Prompt[] = [];
  const context = guideContext(db, campaignId, state, stored, pool);
  const owned = campaignDrawPacks(pool, state.environment, readCollection(db));
  const answers = engineAnswers(stored, state, context, given, pool, owned, prompts);
  const t = translatorFor(stored, state, pool);
  const german = (run: GuideRun, from: number) => germanTexts(run, t, from);
  // The preview of these answers replayed the campaign with them already: that replay is reused.
  const replay = (all: GuideAnswer[], checked: GuideContext) => replayGuide(stored.guide, all, checked, pool);
  const outcome = answerGuide(stored.guide, state, answers, german, cardFacts(pool), context.corrections, replay);
  const names = new Map(state.investigators.map((item) => [item.code, item.name]));
  const name = (code: string) => names.get(code) ?? guideCardName(pool, code);
  const scenarioName = scenarioNameFor(stored, state, t);
  if (!outcome.ok)
    throw new CampaignError('guide_answer_refused', { answer: outcome.at, guideProblem: outcome.problem });
  const appended = appendEvents(
    db,
    campaignId,
    outcome.payloads.map((payload, at) => {
      const prompt = prompts[at];
      const label =
        prompt && guideAnswerLabel(promptInGerman(prompt, stored, t, pool, scenarioName), payload.answer.value, name);
      return { type: 'guide_answered', payload: label ? { ...payload, label } : payload };
    }),
  );
  // The check replayed the written campaign already: its run gives the next prompt and is kept for
  // that prompt's preview and answer (unless the entry changed what the replay depends on).
  const after = appended.state;
  const afterAnswers = after.guide?.answers ?? [];
  // Guide answers are no hand corrections and come after every one: the corrections stay as read.
  const next = guideContextOf(after, cardFacts(pool), context.corrections ?? []);
  const checked = keyOf([...(state.guide?.answers ?? []), ...answers], context);
  const run =
    keyOf(afterAnswers, next) === checked
      ? keepReplay(stored.guide, afterAnswers, next, pool, outcome.run)
      : replayGuide(stored.guide, afterAnswers, next, pool);
  return { ...appended, guide: statusOf(campaignId, after, stored, run, pool) };
}
