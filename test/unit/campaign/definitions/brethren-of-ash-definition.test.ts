import { beforeAll, expect, it } from 'vitest';
import { readCampaignDataFolder } from '../../../../core/services/campaign-data-folder.ts';
import { type CampaignDefinition, DIFFICULTIES } from '../../../../shared/campaign/campaign-definition.ts';
import { buildCampaignDefinitions } from '../../../../shared/campaign/definitions/build-campaign-definitions.ts';
import { ARKHAM_CARDS_DATA, describeRealData } from '../../../support/real-data.ts';

// Brethren of Ash, the campaign of the 2026 core set (campaigns/boa), as a German player who
// owns only that box creates it: German names from the German catalogs (boa/campaign.po and the
// scenario catalogs), the four bags of the guide's „Schwierigkeitsgrad wählen“ step.

describeRealData('Brethren of Ash (boa) as a campaign definition', () => {
  let boa: CampaignDefinition;
  beforeAll(async () => {
    const definitions = buildCampaignDefinitions(await readCampaignDataFolder(ARKHAM_CARDS_DATA));
    const found = definitions.find((candidate) => candidate.id === 'boa');
    if (!found) throw new Error('keine Definition boa');
    boa = found;
  });

  it('is named „Bruderschaft der Asche“ with its three scenarios in German, in the order of the guide', () => {
    // boa/campaign.po: msgid "Brethren of Ash" → msgstr "Bruderschaft der Asche".
    expect(boa).toMatchObject({ name: 'Bruderschaft der Asche', nameEn: 'Brethren of Ash', kind: 'campaign' });
    // Scenario I–III of the guide: Spreading Flames, Smoke and Mirrors, Queen of Ash.
    expect(boa.scenarios.map(({ id, name, kind }) => ({ id, name, kind }))).toEqual([
      { id: 'spreading_flames', name: 'Auflodernde Flammen', kind: 'scenario' },
      { id: 'smoke_and_mirrors', name: 'Rauchschleier', kind: 'scenario' },
      { id: 'queen_of_ash', name: 'Königin der Asche', kind: 'scenario' },
    ]);
  });

  it('keeps the log sections of the guide in German: Kampagnennotizen, and the hidden one for the guide', () => {
    expect(boa.logSections.map(({ id, title, hidden }) => ({ id, title, hidden: hidden === true }))).toEqual([
      { id: 'campaign_notes', title: 'Kampagnennotizen', hidden: false },
      { id: 'hidden', title: 'Geheim', hidden: true },
    ]);
  });

  it('takes the bag of each difficulty (Einfach, Normal, Schwer, Experte) from the guide’s difficulty step', () => {
    expect(Object.keys(boa.chaosBags)).toEqual([...DIFFICULTIES]);
    const symbols = ['skull', 'skull', 'tablet', 'elder_thing', 'auto_fail', 'elder_sign'];
    // „Einfach – Ich möchte die Geschichte erleben“: +1, +1, 0, 0, 0, −1, −1, −1, −2, −2 and the symbols.
    expect(boa.chaosBags.easy).toEqual(['+1', '+1', '0', '0', '0', '-1', '-1', '-1', '-2', '-2', ...symbols]);
    // „Normal – Ich möchte eine Herausforderung“: +1, 0, 0, −1, −1, −1, −2, −2, −3, −4.
    expect(boa.chaosBags.standard).toEqual(['+1', '0', '0', '-1', '-1', '-1', '-2', '-2', '-3', '-4', ...symbols]);
    // „Schwer“: 0, 0, 0, −1, −1, −2, −2, −3, −3, −4, −5.
    expect(boa.chaosBags.hard).toEqual(['0', '0', '0', '-1', '-1', '-2', '-2', '-3', '-3', '-4', '-5', ...symbols]);
    // „Experte“: 0, −1, −1, −2, −2, −3, −3, −4, −4, −5, −6, −8.
    expect(boa.chaosBags.expert).toEqual([
      ...['0', '-1', '-1', '-2', '-2', '-3', '-3', '-4', '-4', '-5', '-6', '-8'],
      ...symbols,
    ]);
  });
});
