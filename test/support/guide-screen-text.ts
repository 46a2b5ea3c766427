import { shownNamedCounts, visibleLogSections } from '../../renderer/store/campaign/campaign-log.ts';
import type { CampaignDefinition } from '../../shared/campaign/campaign-definition.ts';
import type { CampaignState } from '../../shared/campaign/campaign-state.ts';
import type { GermanPrompt } from '../../shared/guide/text/german-prompt.ts';
import { guidePlainText } from '../../shared/guide/text/guide-plain-text.ts';
import { isPlaceholderText } from '../../shared/guide/text/guide-text-fields.ts';
import type { GuideTranslator } from '../../shared/guide/text/guide-translator.ts';
import type { GuideEffect, GuideText, Prompt } from '../../shared/guide/types.ts';
import { resolutionLabel } from '../../shared/i18n/de/guide-texts.ts';

// What a player may read on the guide screen, in the preview („Das wird eingetragen“), in the
// campaign log and in the printed lines: German, without the engine's ids. Each line the walker
// meets is checked here; a finding names where it was seen.

/** A line the walker saw and where (`torch/$play_scenario: Vorschau`). */
export interface ScreenLine {
  where: string;
  text: string;
}

/**
 * Where the screen may show English, each with its reason: matched against where the line stands
 * (`where`) or the English the line holds (`text`).
 */
export const ENGLISH_ALLOW_LIST: readonly { where?: RegExp; text?: RegExp; reason: string }[] = [
  {
    where: / fan-made side story$/,
    reason:
      "A fan-made side story (the data's `custom`, with its creator) has no German catalogue; the screen marks it „inoffiziell“.",
  },
  {
    text: /H\.P\.Lovecraft, “The Shadow out of time”/,
    reason: 'The German prologue of The Forgotten Age cites its Lovecraft motto with the English title of the story.',
  },
  {
    text: /Ichtaca is in the dark\./,
    reason:
      'Threads of Fate, check_act_ef: the German catalog repeats the English sentence (untranslated-allow-list.ts, threads_of_fate steps.63).',
  },
  {
    text: /The Pearl Diary|The Hemlock Curse|The Claret Knight|The Red-Gloved Man|The Codex of Ages|The Eye of Ravens/,
    reason:
      'Cards the German card data (arkhamdb-json-data translations/de: 10715, 10685, 09654a, 09518, 90082, 09519a) names in English.',
  },
  {
    text: /No Place Like Home|Walk in Faith|Toe the Line|Good Money|Prove Your Worth|Do No Harm|Dreams of Destruction|Plumb the Depths/,
    reason:
      "The Drowned City's task cards 11753a–11760a: the German card data (translations/de/pack/tdc/tdcc.json) keeps their English names.",
  },
];

/** Engine ids: a `$step` or `$input_value`, a snake_case key, a `#name#`/`#X#` placeholder. */
const ENGINE_ID: { pattern: RegExp; what: string }[] = [
  { pattern: /\$[a-z_]+/, what: 'engine id ($…)' },
  { pattern: /(^|[^\w/.-])[a-z][a-z0-9]*_[a-z0-9_]+\b/, what: 'snake_case key' },
  { pattern: /#[A-Za-z]+#?/, what: 'placeholder (#…#)' },
  // German supply names are nouns („Ausrüstung Proviant“); a lower-case word is the data's id (`provisions`).
  { pattern: /Ausrüstung [a-z][a-z_]* = \d/, what: 'supply id' },
];

/** Words of English sentences that German guide text never holds (checked as whole words). */
const ENGLISH_WORDS =
  /(?<!\p{L})(the|and|your|you|each|with|from|have|has|this|that|which|record|investigators?|resolution|scenario|choose|crosses?|weakness|earns?|suffers?|chaos bag|campaign log)(?!\p{L})/iu;

/** The findings for one line: engine ids and English outside the allow-list. */
export function screenTextProblems(line: ScreenLine): string[] {
  const plain = guidePlainText(line.text);
  const found = ENGINE_ID.filter(({ pattern }) => pattern.test(plain)).map(({ what }) => what);
  const english = plain.match(ENGLISH_WORDS);
  const allowed = ENGLISH_ALLOW_LIST.some(({ where, text }) => where?.test(line.where) || text?.test(plain));
  if (english && !allowed)
    found.push(`English „${plain.slice(Math.max(0, (english.index ?? 0) - 30), (english.index ?? 0) + 30)}“`);
  return found.map((what) => `${line.where}: ${what}: ${plain.slice(0, 90)}`);
}

/** Every text of a German prompt a player reads, with where it stands. */
export function promptLines(prompt: GermanPrompt): ScreenLine[] {
  const at = `${prompt.scenario}/${prompt.step}`;
  const lines: ScreenLine[] = [];
  const add = (what: string, text: string | undefined) => {
    if (text !== undefined) lines.push({ where: `${at} ${what}`, text });
  };
  add('title', prompt.title);
  add('text', prompt.text);
  add('extra', prompt.extra);
  add('scenario', prompt.scenarioName);
  for (const choice of prompt.choices ?? []) {
    add('choice', choice.text);
    add('choice description', choice.description);
  }
  for (const supply of prompt.supplies ?? []) add('supply', supply.name);
  for (const resolution of prompt.resolutions ?? []) add('resolution', resolution.title);
  for (const side of prompt.sideStories ?? []) add(side.creator ? 'fan-made side story' : 'side story', side.name);
  for (const name of Object.values(prompt.cardNames ?? {})) add('card', name);
  lines.push(...shownLines(prompt.shown, at));
  return lines;
}

/** The read-aloud and setup lines (shown steps, a finished campaign's closing text). */
export function shownLines(shown: GermanPrompt['shown'], at: string): ScreenLine[] {
  return shown.flatMap((step) => [
    ...(step.title !== undefined ? [{ where: `${at} shown ${step.step} title`, text: step.title }] : []),
    ...(step.text !== undefined ? [{ where: `${at} shown ${step.step}`, text: step.text }] : []),
    ...(step.encounterSets ?? []).map((set) => ({ where: `${at} encounter set ${set.code}`, text: set.name })),
  ]);
}

/**
 * The Kampagnenlogbuch's headings as the log screen and the printed sheet show them: the title of
 * each section shown (of `sections` only, when given) and the label of each named count in it.
 */
export function logHeadingLines(
  state: CampaignState,
  definition: Pick<CampaignDefinition, 'logSections'>,
  at: string,
  sections?: ReadonlySet<string>,
): ScreenLine[] {
  const investigatorName = (code: string) => state.investigators.find((item) => item.code === code)?.name;
  return visibleLogSections(state.logSections, definition.logSections)
    .filter((section) => !sections || sections.has(section.id))
    .flatMap((section) => [
      { where: `${at} log section ${section.id}`, text: section.title },
      ...shownNamedCounts(section, investigatorName).map((count) => ({
        where: `${at} log count ${section.title}`,
        text: count.label,
      })),
    ]);
}

/** The played scenarios as the campaign sheet lists them: each name and its resolution in German. */
export function playedLines(state: CampaignState, at: string): ScreenLine[] {
  return state.played.flatMap((played) => [
    { where: `${at} played ${played.id}`, text: played.name },
    { where: `${at} played ${played.id} resolution`, text: resolutionLabel(played.resolution) },
  ]);
}

/** Labels of one prompt two options share: the group could not tell them apart. */
export function sameLabels(prompt: GermanPrompt): string[] {
  const groups = [
    (prompt.choices ?? []).map((choice) =>
      [choice.text, choice.description].filter((part) => part !== undefined).join(' – '),
    ),
    (prompt.resolutions ?? []).map((resolution) => resolution.title),
    (prompt.supplies ?? []).map((supply) => supply.name),
    (prompt.sideStories ?? []).map((side) => side.name),
  ];
  return groups.flatMap((labels) => {
    const plain = labels.map((label) => guidePlainText(label).trim());
    return [...new Set(plain.filter((label, at) => plain.indexOf(label) !== at))].map(
      (label) => `${prompt.scenario}/${prompt.step}: „${label}“ twice`,
    );
  });
}

/** The guide texts of a prompt before translation (title, text, options, resolutions, shown steps). */
function promptTexts(prompt: Prompt): GuideText[] {
  return [
    prompt.title,
    prompt.text,
    ...(prompt.choices ?? []).flatMap((choice) => [choice.text, choice.description]),
    ...(prompt.supplies ?? []).map((supply) => supply.name),
    ...(prompt.resolutions ?? []).flatMap((resolution) => [resolution.title, resolution.description]),
    ...prompt.shown.flatMap((step) => [step.title, step.text]),
  ].filter((text): text is GuideText => text !== undefined);
}

/**
 * The guide texts of a prompt and of the effects the log shows that neither a German catalog nor
 * the app's catalogue translates (the catalogs' side of „no English on the screen“).
 */
export function untranslated(
  t: GuideTranslator,
  prompt: Prompt | undefined,
  effects: readonly GuideEffect[],
  hidden: (section: string) => boolean,
): string[] {
  const shownEffects = effects.flatMap((effect) =>
    'text' in effect && typeof effect.text === 'object' && !('section' in effect && hidden(effect.section))
      ? [effect.text]
      : [],
  );
  return [...(prompt ? promptTexts(prompt) : []), ...shownEffects]
    .filter((text) => !isPlaceholderText(text.en) && !t.isTranslated(text))
    .map((text) => `${text.catalogue}: ${text.en.slice(0, 70)}`);
}
