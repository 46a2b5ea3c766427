import { expect, it } from 'vitest';
import { readCampaignDataFolder } from '../../../core/services/campaign-data-folder.ts';
import { definitionGroups } from '../../../renderer/campaign/definition-groups.ts';
import { buildCampaignDefinitions } from '../../../shared/campaign/definitions/build-campaign-definitions.ts';
import { ARKHAM_CARDS_DATA, describeRealData } from '../../support/real-data.ts';

// "Neue Kampagne" with the real arkham-cards-data: the official campaigns first in release order,
// fan-made ones in a group of their own, each marked "inoffiziell", names as the data gives them.

describeRealData('campaign definitions offered for a new campaign', () => {
  it('lists the official campaigns first in release order and the fan-made ones apart, marked unofficial', async () => {
    const definitions = buildCampaignDefinitions(await readCampaignDataFolder(ARKHAM_CARDS_DATA)).map(
      ({ id, name, kind, official }) => ({ id, name, kind, official, scenarios: 0 }),
    );
    const groups = definitionGroups(definitions);
    expect(groups.map((group) => group.label)).toEqual([
      'Kampagnen',
      'Rückkehr-Erweiterungen',
      'Fan-Kampagnen (inoffiziell)',
      'Einzelspielszenarien',
    ]);
    const [official, , fan] = groups;
    // Release order: Night of the Zealot, Dunwich, Carcosa, Forgotten Age, Circle Undone … Drowned City.
    expect(official!.entries.slice(0, 5).map((entry) => entry.id)).toEqual(['core', 'dwl', 'ptc', 'tfa', 'tcu']);
    expect(official!.entries.map((entry) => entry.id)).toContain('tdc');
    // The Dream-Eaters linked follows its two halves and says that it joins them.
    const ids = official!.entries.map((entry) => entry.id);
    expect(ids.slice(ids.indexOf('tdea'), ids.indexOf('tdea') + 3)).toEqual(['tdea', 'tdeb', 'tde']);
    expect(official!.entries.find((entry) => entry.id === 'tde')?.label).toBe(
      'Die Traumfresser (verbunden: Kampagne A und B)',
    );
    expect(official!.entries.every((entry) => !entry.label.includes('inoffiziell'))).toBe(true);
    // Fan-made campaigns (`custom` in the data): none among the official ones, each marked.
    expect(fan!.entries.map((entry) => entry.id)).toEqual(expect.arrayContaining(['zaw', 'zdm', 'zoz']));
    expect(official!.entries.some((entry) => entry.id.startsWith('z'))).toBe(false);
    for (const entry of fan!.entries) {
      const data = definitions.find((definition) => definition.id === entry.id)!;
      expect(entry.label).toBe(`${data.name} (inoffiziell)`);
    }
    // The fan-made Return-to: marked once, not „Inoffizielle Rückkehr zu: … – inoffiziell“.
    expect(fan!.entries.find((entry) => entry.id === 'rttic')?.label).toBe(
      'Rückkehr zu: Die Innsmouth-Verschwörung (inoffiziell)',
    );
  });
});
