import { de } from './de.ts';
import { deCampaign } from './de-campaign.ts';
import { deCampaignExtras } from './de-campaign-extras.ts';
import { deCampaignJourneys } from './de-campaign-journeys.ts';
import { deCampaignVariants } from './de-campaign-variants.ts';
import { deData } from './de-data.ts';
import { deDeckImport } from './de-deck-import.ts';
import { deDeckTools } from './de-deck-tools.ts';
import { deGuide } from './de-guide.ts';
import { deGuideMap } from './de-guide-map.ts';
import { dePlayerTools } from './de-player-tools.ts';
import { dePrint } from './de-print.ts';

/** Every German catalogue of the renderer; each key lives in exactly one of them. */
export const catalogues = [
  de,
  deCampaign,
  deCampaignJourneys,
  deCampaignExtras,
  deCampaignVariants,
  deDeckTools,
  deData,
  deDeckImport,
  dePrint,
  dePlayerTools,
  deGuide,
  deGuideMap,
] as const;

type Catalogues = typeof catalogues;

/** Keys that a catalogue shares with an earlier one in the list (never, when all are distinct). */
type RepeatedKeys<List extends readonly object[], Seen extends PropertyKey = never> = List extends readonly [
  infer Head,
  ...infer Rest extends readonly object[],
]
  ? (keyof Head & Seen) | RepeatedKeys<Rest, Seen | keyof Head>
  : never;

type Merged<List extends readonly object[]> = List extends readonly [
  infer Head,
  ...infer Rest extends readonly object[],
]
  ? Head & Merged<Rest>
  : unknown;

// A spread lets the later catalogue silently win (the campaign drop once showed the deck import's
// text); a key in two catalogues fails to compile here, naming the key.
const noRepeatedKeys: [RepeatedKeys<Catalogues>] extends [never] ? true : { repeated: RepeatedKeys<Catalogues> } = true;
void noRepeatedKeys;

export type Messages = Merged<Catalogues>;

/** The catalogue the UI speaks; the only place a language is chosen. */
export const t: Messages = Object.assign({}, ...catalogues) as Messages;
