import { readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, expect, it } from 'vitest';
import { readCampaignDataFolder } from '../../../../core/services/campaign-data-folder.ts';
import type { CampaignDefinition } from '../../../../shared/campaign/campaign-definition.ts';
import { buildCampaignDefinitions } from '../../../../shared/campaign/definitions/build-campaign-definitions.ts';
import { linkedDreamEaters } from '../../../../shared/campaign/definitions/linked-campaign.ts';
import { ARKHAM_CARDS_DATA, describeRealData } from '../../../support/real-data.ts';

// The Dream-Eaters as one interconnected 8-part campaign (`tde`), built from its two halves.

/** The text of a guide step of the data (tdea/… or tdeb/…), to quote where the linked order comes from. */
function guideText(file: string, key: 'linked_prompt'): string[] {
  const text = readFileSync(path.join(ARKHAM_CARDS_DATA, 'campaigns', `${file}.json`), 'utf8');
  return [...text.matchAll(new RegExp(`"${key}": "([^"]*)"`, 'g'))].map((match) => match[1]!);
}

describeRealData('The Dream-Eaters linked (tde)', () => {
  let definitions: CampaignDefinition[];
  const definition = (id: string) => definitions.find((candidate) => candidate.id === id)!;

  beforeAll(async () => {
    definitions = buildCampaignDefinitions(await readCampaignDataFolder(ARKHAM_CARDS_DATA));
  });

  it('the guides of both halves give the alternating order that tde follows', () => {
    // Each scenario of one half is followed by the same-numbered scenario of the other …
    expect(guideText('tdea/beyond_the_gates_of_sleep', 'linked_prompt')).toContain(
      'Proceed to <b>Scenario I–B: Waking Nightmare</b>.',
    );
    expect(guideText('tdea/the_search_for_kadath', 'linked_prompt')).toEqual([
      'Proceed to <b>Scenario II–B: A Thousand Shapes of Horror</b>.',
    ]);
    expect(guideText('tdea/dark_side_of_the_moon', 'linked_prompt')).toEqual([
      'Proceed to <b>Scenario III–B: Point of No Return</b>.',
    ]);
    expect(guideText('tdea/where_the_gods_dwell', 'linked_prompt')).toEqual([
      'Proceed to <b>Scenario IV–B: Weaver of the Cosmos</b>.',
    ]);
    // … and each interlude begins in the half the other names.
    expect(guideText('tdeb/b_black_cat', 'linked_prompt')).toContain(
      'The interlude begins with <i>The Dream-Quest</i> (Campaign A).',
    );
    expect(guideText('tdea/a_oneironauts', 'linked_prompt')).toContain(
      'The interlude begins with <i>The Web of Dreams</i> (Campaign B).',
    );
    expect(guideText('tdeb/b_great_ones', 'linked_prompt')).toContain(
      'The interlude begins with <i>The Dream-Quest</i> (Campaign A).',
    );
    expect(guideText('tdeb/b_epilogue', 'linked_prompt')).toEqual([
      'Do not read this interlude until you have completed <b>Scenario IV–A: Where the Gods Dwell</b>.',
    ]);
  });

  it('lists both halves in that order, German names, the shared interludes once per half', () => {
    const tde = definition('tde');
    expect(tde).toMatchObject({
      name: 'Die Traumfresser',
      nameEn: 'The Dream-Eaters',
      kind: 'campaign',
      official: true,
    });
    expect(tde.scenarios.map(({ id, name, kind }) => `${id}:${name}:${kind}`)).toEqual([
      'tde_prologue:Prolog:prologue',
      'beyond_the_gates_of_sleep:Hinter den Toren des Schlafes:scenario',
      'waking_nightmare:Erwachter Albtraum:scenario',
      'a_black_cat:Die schwarze Katze (Kampagne A):interlude',
      'b_black_cat:Die schwarze Katze (Kampagne B):interlude',
      'the_search_for_kadath:Die Suche nach Kadath:scenario',
      'a_thousand_shapes_of_horror:Tausend Formen des Schreckens:scenario',
      'b_oneironauts:Die Traumreisenden (Kampagne B):interlude',
      'a_oneironauts:Die Traumreisenden (Kampagne A):interlude',
      'dark_side_of_the_moon:Die dunkle Seite des Mondes:scenario',
      'point_of_no_return:Kein Zurück mehr:scenario',
      'a_great_ones:Die Großen (Kampagne A):interlude',
      'b_great_ones:Die Großen (Kampagne B):interlude',
      'where_gods_dwell:Wo Götter wohnen:scenario',
      'weaver_of_the_cosmos:Weber des Kosmos:scenario',
      'a_epilogue:Epilog (Kampagne A):epilogue',
      'b_epilogue:Epilog (Kampagne B):epilogue',
    ]);
  });

  it('keeps one campaign log with both halves’ sections and Campaign A’s chaos bag, right after its halves', () => {
    const tde = definition('tde');
    // „In both Campaign Logs, record that the black cat has a hunch“ (tdea/a_black_cat): each half its own notes.
    expect(tde.logSections.map((section) => `${section.id}:${section.title}`)).toEqual([
      'campaign_notes:Kampagnennotizen (Kampagne A)',
      'evidence_of_kadath:Beweis von Kadath',
      'hidden:Geheim',
      'tdeb_campaign_notes:Kampagnennotizen (Kampagne B)',
      'steps_of_the_bridge:Stufen der Brücke',
    ]);
    expect(tde.chaosBags).toEqual(definition('tdea').chaosBags);
    expect(definitions.map((candidate) => candidate.id).slice(definition('tdea').position, tde.position + 1)).toEqual([
      'tdea',
      'tdeb',
      'tde',
    ]);
  });

  it('is left out when the data lacks a half', () => {
    expect(linkedDreamEaters(definitions.filter((candidate) => candidate.id !== 'tdeb'))).toBeUndefined();
  });
});
