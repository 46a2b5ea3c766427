import { describe, expect, it } from 'vitest';
import type { ApiClient } from '../../../renderer/api/api-client.ts';
import { cardsChangedEvent, removableCards } from '../../../renderer/campaign/cards-form.ts';
import { type JournalNames, journalText } from '../../../renderer/campaign/journal-text.ts';
import { newStandaloneFields, standaloneResult } from '../../../renderer/campaign/standalone-form.ts';
import { createAppStore } from '../../../renderer/store/app-store.ts';
import { recordedRows, recordedSheets } from '../../../renderer/store/campaign/campaign-customizations.ts';
import { freeImportName, isNameTaken, nameInCampaignFile } from '../../../renderer/store/campaign/campaign-import.ts';
import { newNamedCount } from '../../../renderer/store/campaign/campaign-log.ts';
import type { JournalLine } from '../../../renderer/store/campaign/campaign-types.ts';
import { upgradeStartFor } from '../../../renderer/store/campaign/campaign-upgrade-selectors.ts';
import { deckJsonOf } from '../../../renderer/store/deck/deck-draft.ts';
import type { Card } from '../../../shared/cards/card-types.ts';

// The campaign screen's remaining gaps, their pure parts: cards between scenarios,
// upgrade sheets, standalone results, named counts, imports under another name, and what
// "Deck verbessern" does while the deck editor holds a draft.

const names: JournalNames = {
  investigator: (code) => ({ '01001': 'Roland Banks', '01002': 'Daisy Walker' })[code] ?? code,
  card: (code) =>
    ({ '01117': 'Lita Chantler', '01102': 'Silbergeflügelte Schrecken', '09022': 'Runenaxt' })[code] ?? code,
  customizationRow: (_card, index) => ['Erbstück', 'Inschrift des Ruhms'][index] ?? `Zeile ${index + 1}`,
};

describe('story assets and weaknesses between scenarios', () => {
  const roland = { storyAssets: ['01117'], weaknesses: ['01102', '01102'] };

  it('offers to take away what is held or just chosen, each copy once', () => {
    expect(removableCards(roland, { earned: ['01117'], weaknesses: [], removed: ['01117', '01102'] })).toEqual([
      '01102',
      '01117',
    ]);
    expect(removableCards({ storyAssets: [], weaknesses: [] }, { earned: [], weaknesses: [], removed: [] })).toEqual(
      [],
    );
  });

  it('writes one cards_changed with its reason, and nothing without a card or a reason', () => {
    const change = { earned: ['01117'], weaknesses: [], removed: ['01102'] };
    expect(cardsChangedEvent('01001', change, '  Zwischenspiel ')).toEqual({
      type: 'cards_changed',
      payload: {
        code: '01001',
        cardsEarned: ['01117'],
        weaknessesEarned: [],
        cardsRemoved: ['01102'],
        reason: 'Zwischenspiel',
      },
    });
    expect(cardsChangedEvent('01001', change, ' ')).toBeUndefined();
    expect(cardsChangedEvent('01001', { earned: [], weaknesses: [], removed: [] }, 'Zwischenspiel')).toBeUndefined();
  });

  it('reads the change with its reason in "Verlauf"', () => {
    const payload = {
      code: '01001',
      cardsEarned: ['01117'],
      weaknessesEarned: [],
      cardsRemoved: [],
      reason: 'Zwischenspiel',
    };
    expect(journalText({ type: 'cards_changed', payload }, names)).toEqual([
      'Roland Banks: erhält Lita Chantler (Zwischenspiel)',
    ]);
  });
});

describe('upgrade sheets in the campaign', () => {
  const line = (seq: number, type: string, payload: unknown): JournalLine => ({
    seq,
    type,
    payload,
    at: '2026-01-01T00:00:00.000Z',
    undone: false,
  });
  const journal = [
    line(1, 'campaign_created', {}),
    line(2, 'customization_recorded', { code: '01001', card: '09022', boxes: [0, 6, 6] }),
    line(3, 'customization_recorded', { code: '01002', card: '09040', boxes: [1] }),
    line(4, 'customization_recorded', { code: '01001', card: '09022', boxes: [6, 7] }),
    line(5, 'undo', { seq: 4 }),
  ];

  it('counts the boxes each investigator recorded per card and row, without undone entries', () => {
    expect(recordedSheets(journal)).toEqual({ '01001': { '09022': { 0: 1, 6: 2 } }, '01002': { '09040': { 1: 1 } } });
  });

  it('counts as "Stand nach …" sees it: a later undo does not count yet', () => {
    expect(recordedSheets(journal, 4)['01001']).toEqual({ '09022': { 0: 1, 6: 3, 7: 1 } });
    expect(recordedSheets(journal, 2)).toEqual({ '01001': { '09022': { 0: 1, 6: 2 } } });
  });

  it('names the rows with boxes from the German sheet, capped at the boxes a row has', () => {
    const axe = {
      code: '09022',
      customization_options: [{ xp: 1 }, { xp: 1 }, { xp: 3 }],
      customization_text: '□ <b>Heirloom.</b> …\n□ <b>Inscription of Glory.</b> …\n□□□ <b>Saga.</b> …',
      de: { customization_text: '□ <b>Erbstück.</b> …\n□ <b>Inschrift des Ruhms.</b> …\n□□□ <b>Saga.</b> …' },
    } as unknown as Card;
    expect(recordedRows(axe, { 2: 2, 0: 4 })).toEqual([
      { index: 0, name: 'Erbstück', boxes: 1, checked: 1 },
      { index: 2, name: 'Saga', boxes: 3, checked: 2 },
    ]);
    expect(recordedRows(undefined, { 3: 2 })).toEqual([{ index: 3, boxes: 2, checked: 2 }]);
  });

  it('names each row once in "Verlauf", with its boxes', () => {
    expect(
      journalText(
        { type: 'customization_recorded', payload: { code: '01001', card: '09022', boxes: [0, 1, 1] } },
        names,
      ),
    ).toEqual(['Roland Banks: Runenaxt individualisiert – Erbstück, Inschrift des Ruhms (2 Kästchen)']);
  });
});

describe('standalone results ("Wertung")', () => {
  const campaign = {
    nextScenario: { id: 'the_midwinter_gala', name: 'Die Mittwinter-Gala' },
    scenarios: [{ id: 'the_midwinter_gala', name: 'Die Mittwinter-Gala' }],
  };
  const investigators = [
    { code: '01001', status: 'active' as const },
    { code: '01002', status: 'left' as const },
  ];

  it('starts with the next scenario and the playing investigators', () => {
    expect(newStandaloneFields(campaign, investigators)).toMatchObject({
      scenarioId: 'the_midwinter_gala',
      played: { '01001': true, '01002': false },
    });
  });

  it('writes the scenario, resolution, XP of those who played and the note', () => {
    const fields = {
      ...newStandaloneFields(campaign, investigators),
      resolution: ' Auflösung 2 ',
      xp: { '01001': '4', '01002': 'x' },
      note: ' knapp ',
    };
    expect(standaloneResult(fields, campaign.scenarios)).toEqual({
      type: 'standalone_result',
      payload: {
        scenario: { id: 'the_midwinter_gala', name: 'Die Mittwinter-Gala' },
        resolution: 'Auflösung 2',
        investigators: [{ code: '01001', xp: 4 }],
        note: 'knapp',
      },
    });
  });

  it('says what is missing: scenario, resolution, an investigator, whole XP', () => {
    const fields = { ...newStandaloneFields(campaign, investigators), resolution: 'R1' };
    expect(standaloneResult({ ...fields, scenarioId: '', freeName: ' ' }, campaign.scenarios)).toBe('scenario');
    expect(standaloneResult({ ...fields, resolution: '' }, campaign.scenarios)).toBe('resolution');
    expect(standaloneResult({ ...fields, played: { '01001': false } }, campaign.scenarios)).toBe('investigators');
    expect(standaloneResult({ ...fields, xp: { '01001': '1.5' } }, campaign.scenarios)).toBe('xp');
    const free = standaloneResult(
      { ...fields, scenarioId: '', freeName: 'Karneval des Schreckens' },
      campaign.scenarios,
    );
    expect(free).toMatchObject({
      payload: { scenario: { id: 'frei-karneval-des-schreckens', name: 'Karneval des Schreckens' } },
    });
  });

  it('reads a result with each investigator’s XP and the note in "Verlauf"', () => {
    const payload = {
      scenario: { id: 'x', name: 'Die Mittwinter-Gala' },
      resolution: 'Auflösung 2',
      investigators: [{ code: '01001', xp: 4 }],
      note: 'knapp',
    };
    expect(journalText({ type: 'standalone_result', payload }, names)).toEqual([
      'Einzelspielszenario „Die Mittwinter-Gala“: Auflösung 2',
      'EP: Roland Banks +4',
      'knapp',
    ]);
  });
});

describe('named counts in a log section', () => {
  const section = { id: 'camp', counts: { Unterschlupf: 2 } };

  it('creates a named count with its first value', () => {
    expect(newNamedCount(section, ' Vorräte ', '−3')).toEqual({ section: 'camp', count: -3, name: 'Vorräte' });
  });

  it('refuses an empty or taken name and a value that is not a whole number up to 999', () => {
    expect(newNamedCount(section, ' ', '1')).toBe('name');
    expect(newNamedCount(section, 'unterschlupf', '1')).toBe('taken');
    expect(newNamedCount(section, 'Vorräte', '')).toBe('number');
    expect(newNamedCount(section, 'Vorräte', '1000')).toBe('number');
    expect(newNamedCount(section, 'Vorräte', '2.5')).toBe('number');
  });
});

describe('importing a campaign whose name is taken', () => {
  const suffix = (n: number) => (n === 1 ? ' (importiert)' : ` (importiert ${n})`);

  it('reads the name the import would write: the first entry’s, else the file’s', () => {
    expect(
      nameInCampaignFile({ name: 'Alt', events: [{ type: 'campaign_created', payload: { name: 'Dienstagsrunde' } }] }),
    ).toBe('Dienstagsrunde');
    expect(nameInCampaignFile({ name: ' Alt ', events: [] })).toBe('Alt');
    expect(nameInCampaignFile('kein Objekt')).toBeUndefined();
  });

  it('finds a taken name whatever the case and spaces, and offers the first free "(importiert)" name', () => {
    const names = ['Dienstagsrunde', 'dienstagsrunde (importiert)'];
    expect(isNameTaken(names, ' DIENSTAGSRUNDE ')).toBe(true);
    expect(freeImportName('Dienstagsrunde', names, suffix)).toBe('Dienstagsrunde (importiert 2)');
    expect(freeImportName('x'.repeat(200), [], suffix)).toHaveLength(200);
  });

  it('asks for a name before importing, and imports under the name given', async () => {
    const calls: { method: string; input: unknown }[] = [];
    const file = {
      format: 'arkham-logbuch-kampagne',
      events: [{ type: 'campaign_created', payload: { name: 'Dienstagsrunde' } }],
    };
    const api: ApiClient = {
      call: (async (method: string, input: unknown) => {
        calls.push({ method, input });
        if (method === 'campaigns.list')
          return [
            {
              id: 1,
              name: 'Dienstagsrunde',
              investigators: [],
              nextScenario: null,
              scenariosPlayed: 0,
              lastActivity: '',
            },
          ];
        if (method === 'campaigns.import')
          return {
            campaignId: 2,
            seq: 1,
            state: { seq: 1, name: 'Zweite Runde', investigators: [], played: [], nextScenario: null },
          };
        if (method === 'campaigns.state') return { seq: 1, investigators: [] };
        return [];
      }) as ApiClient['call'],
      onEvent: () => () => {},
    };
    const store = createAppStore({ api, storage: undefined });
    await store.getState().loadCampaigns();
    expect(await store.getState().importCampaignFile(JSON.stringify(file))).toBe(false);
    expect(store.getState().campaignImport).toMatchObject({
      name: 'Dienstagsrunde',
      suggested: 'Dienstagsrunde (importiert)',
    });
    expect(calls.some((call) => call.method === 'campaigns.import')).toBe(false);
    expect(await store.getState().confirmCampaignImport('Zweite Runde')).toBe(true);
    expect(calls.find((call) => call.method === 'campaigns.import')?.input).toEqual({ file, name: 'Zweite Runde' });
    expect(store.getState().campaignImport).toBeUndefined();
  });
});

describe('saving the campaign file through the save dialog (Electron)', () => {
  const storeAnswering = (file: string | undefined, calls: { method: string; input: unknown }[]) =>
    createAppStore({
      api: {
        call: (async (method: string, input: unknown) => {
          calls.push({ method, input });
          if (method === 'app.chooseSaveFile') return { file };
          if (method === 'campaigns.exportFile') return { file, bytes: 10 };
          return [];
        }) as ApiClient['call'],
        onEvent: () => () => {},
      },
      storage: undefined,
    });

  it('asks where, then lets main write the open campaign there', async () => {
    const calls: { method: string; input: unknown }[] = [];
    const app = storeAnswering('/home/anna/Dokumente/runde.kampagne.json', calls);
    app.setState({ openCampaignId: 4 });
    expect(await app.getState().saveCampaignFileAs('runde.kampagne.json')).toBe(
      '/home/anna/Dokumente/runde.kampagne.json',
    );
    expect(calls).toEqual([
      {
        method: 'app.chooseSaveFile',
        input: {
          title: 'Kampagne exportieren',
          defaultName: 'runde.kampagne.json',
          filter: { name: 'Kampagnendatei', extensions: ['json'] },
        },
      },
      { method: 'campaigns.exportFile', input: { campaignId: 4, file: '/home/anna/Dokumente/runde.kampagne.json' } },
    ]);
  });

  it('writes nothing when the dialog is cancelled', async () => {
    const calls: { method: string; input: unknown }[] = [];
    const app = storeAnswering(undefined, calls);
    app.setState({ openCampaignId: 4 });
    expect(await app.getState().saveCampaignFileAs('runde.kampagne.json')).toBeUndefined();
    expect(calls.map((call) => call.method)).toEqual(['app.chooseSaveFile']);
  });
});

describe('"Deck verbessern" while the deck editor holds a draft', () => {
  const store = () =>
    createAppStore({
      api: { call: (async () => []) as ApiClient['call'], onEvent: () => () => {} },
      storage: undefined,
    });
  const draft = (investigatorCode: string) => ({
    investigatorCode,
    name: 'Entwurf',
    slots: { '01016': 2 },
    meta: {},
    tabooId: null,
  });
  const opened = {
    deckId: 7,
    versionId: 70,
    version: 3,
    previous: null,
    exileString: null,
    xpGranted: 4,
    xpCarried: 0,
    xpAdjustment: 0,
    adjustmentReason: null,
    savedJson: '',
  };

  it('starts at once without a draft or with a saved one, and asks before replacing unsaved edits', () => {
    const app = store();
    expect(upgradeStartFor(app.getState(), '01001')).toBe('start');
    app.getState().loadDraft(draft('01002'));
    expect(upgradeStartFor(app.getState(), '01001')).toBe('ask');
    app.setState({ opened: { ...opened, savedJson: JSON.stringify(deckJsonOf(draft('01002'))) } });
    expect(upgradeStartFor(app.getState(), '01001')).toBe('start');
  });

  it('goes back to the upgrade of the same investigator that is still open', () => {
    const app = store();
    app.getState().loadDraft(draft('01001'));
    app.setState({
      campaign: { id: 3, state: {} as never, journal: [] },
      opened,
      campaignUpgrade: {
        campaignId: 3,
        campaignName: 'Runde',
        code: '01001',
        name: 'Roland',
        deckId: 7,
        fromVersionId: 70,
        fromVersion: 2,
        available: 4,
        exiled: [],
      },
    });
    expect(upgradeStartFor(app.getState(), '01001')).toBe('resume');
    expect(upgradeStartFor(app.getState(), '01002')).toBe('ask');
  });
});
