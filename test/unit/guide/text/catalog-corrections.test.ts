import { beforeAll, expect, it } from 'vitest';
import { storedGuides } from '../../../../shared/guide/stored-guide.ts';
import { buildGuideCatalog } from '../../../../shared/guide/text/guide-catalog.ts';
import { createGuideTranslator, type GuideTranslator } from '../../../../shared/guide/text/guide-translator.ts';
import { realCampaignData } from '../../../support/guide-data.ts';
import { describeRealData } from '../../../support/real-data.ts';

// The Doom of Eztli, The Boundary Beyond, The Depths of Yoth (record_harbinger): „Next to this, in
// parentheses, record how much damage is on the Harbinger of Valusia“. The German catalogue
// leaves „damage“ in English („(#X# damage)“); the log reads German (Grimoire „Schaden“).
// The Night of the Zealot, The Gathering (and its Return to), lead_investigator_killed: „choose an
// investigator to earn the Lita Chantler card“ – the catalogue misspells her „Lita Chandler“; the
// card (01117) is „Lita Chantler“ in the German card data too.

describeRealData('German catalogue entries the app corrects', () => {
  let t: GuideTranslator;
  beforeAll(async () => {
    t = createGuideTranslator(buildGuideCatalog(storedGuides(await realCampaignData()).catalogs));
  });

  it('„the Harbinger is still alive (#X# damage).“ reads „(#X# Schaden)“', () => {
    const text = { en: 'the Harbinger is still alive (#X# damage).', catalogue: 'campaigns/tfa/eztli' };
    expect(t.german(text)).toBe('Der Vorbote von Valusia ist noch am Leben (#X# Schaden).');
  });

  it.each(['campaigns/notz/torch', 'return_campaigns/rtnotz/return_to_the_gathering'])(
    '%s, lead_investigator_killed: „die Karte Lita Chantler verdient“',
    (catalogue) => {
      const en =
        'Because the lead investigator was killed, choose an investigator to earn the Lita Chantler card. That investigator may include this card in their deck. It does not count toward that investigator’s deck size.';
      expect(t.german({ en, catalogue })).toMatch(/wird ein Ermittler gewählt, der die Karte Lita Chantler verdient\./);
    },
  );
});
