import {
  LINKED_DREAM_EATERS,
  LINKED_NOTES_B,
  LINKED_ORDER,
  type LinkedHalf,
} from '../campaign/definitions/linked-campaign.ts';
import type { RawCampaignData } from '../campaign/definitions/raw-campaign-data.ts';
import { campaignGuideOf } from './guide-data.ts';
import { HALF_STEP } from './linked-walk.ts';
import { isRaw, type Raw } from './raw-guide.ts';
import type { GuideData, GuideFile, LinkedHalves } from './types.ts';

// The Dream-Eaters as one linked campaign (`tde`): one guide made of both halves' files, walked in
// the printed alternating order (linked-campaign.ts). The setup is Campaign A's, then Campaign B's
// own („Each player should build a different investigator deck for each campaign, choosing one of
// their investigators to be part of Campaign A and one to be part of Campaign B.“). Each half
// keeps its own Campaign Log notes („In both Campaign Logs, record that the black cat has a
// hunch“): Campaign B's „Campaign Notes“ are its own section here. The interludes and epilogues
// both halves have take their linked ids (`a_black_cat` …), also where the data names them
// (`skip_scenario`). The halves' campaign-wide steps are the same but for the difficulty (each
// half its own chaos bag), so Campaign B's difficulty is a step of its own.

/** Campaign B's difficulty in the linked setup (Campaign A's keeps the data's id). */
const B_DIFFICULTY = 'tdeb_difficulty_choice';

/** Campaign B's setup after Campaign A's: the prologue and the 8-part notice are read once. */
const B_SETUP_SKIPPED = new Set(['prologue', 'check_campaign_link']);

/** A copy of a half's data with its scenario names linked and Campaign B's notes its own (the same shape). */
function rewrite<T>(value: T, half: LinkedHalf, names: Map<string, string>): T {
  return rewriteValue(value, half, names) as T;
}

function rewriteValue(value: unknown, half: LinkedHalf, names: Map<string, string>): unknown {
  if (Array.isArray(value)) return value.map((item) => rewriteValue(item, half, names));
  if (!isRaw(value)) return value;
  const out: Raw = {};
  for (const [key, item] of Object.entries(value)) {
    if (key === 'scenario' && typeof item === 'string') out[key] = names.get(item) ?? item;
    else if (key === 'section' && item === 'campaign_notes' && half === 'tdeb') out[key] = LINKED_NOTES_B;
    else out[key] = rewriteValue(item, half, names);
  }
  return out;
}

/** Each half's scenario ids as the linked campaign names them (`the_black_cat` → `a_black_cat`). */
const linkedNames = (half: LinkedHalf) =>
  new Map(LINKED_ORDER.filter((step) => step.half === half).map((step) => [step.id, step.as ?? step.id]));

function halvesOf(): LinkedHalves {
  const half: Record<string, LinkedHalf> = {};
  const partner: Record<string, string> = {};
  for (const step of LINKED_ORDER) {
    const id = step.as ?? step.id;
    half[id] = step.half;
    const other = LINKED_ORDER.find((item) => item !== step && item.id === step.id && item.as);
    if (step.as && other?.as) partner[id] = other.as;
  }
  return { half, partner };
}

/** The linked guide from both halves' data, or undefined when the data lacks a half or a scenario. */
export function linkedGuideOf(data: RawCampaignData): GuideData | undefined {
  const a = campaignGuideOf(data, 'tdea');
  const b = campaignGuideOf(data, 'tdeb');
  if (!a || !b) return undefined;
  const guides = { tdea: a, tdeb: b };
  const names = { tdea: linkedNames('tdea'), tdeb: linkedNames('tdeb') };
  const files: GuideFile[] = [];
  for (const step of LINKED_ORDER) {
    const file = guides[step.half].scenarios.find((item) => item.data.id === step.id);
    if (!file) return undefined;
    const data = rewrite(file.data, step.half, names[step.half]);
    files.push({ file: file.file, data: { ...data, id: step.as ?? step.id } });
  }
  // Campaign A's core file holds the campaign-wide steps; Campaign B's is the same.
  files.push(...a.scenarios.filter((item) => item.data.type === 'core'));
  const campaign = a.campaign.data;
  const bDifficulty = b.campaign.data.steps.find((step) => step.id === 'difficulty_choice');
  if (!bDifficulty) return undefined;
  const bSetup = b.campaign.data.setup
    .filter((id) => !B_SETUP_SKIPPED.has(id))
    .map((id) => (id === 'difficulty_choice' ? B_DIFFICULTY : id));
  return {
    campaignId: LINKED_DREAM_EATERS,
    version: Math.min(a.version, b.version),
    campaign: {
      file: a.campaign.file,
      data: {
        ...campaign,
        id: LINKED_DREAM_EATERS,
        scenarios: LINKED_ORDER.map((step) => step.as ?? step.id),
        setup: [...campaign.setup, `${HALF_STEP}:tdeb`, ...bSetup],
        steps: [...campaign.steps, { ...bDifficulty, id: B_DIFFICULTY }],
      },
    },
    scenarios: files,
    linked: halvesOf(),
  };
}
