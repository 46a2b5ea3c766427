import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { dispatch } from '../../core/ipc/dispatch.ts';
import { createHandlers } from '../../core/ipc/handlers.ts';
import { AppServices } from '../../core/services/app-services.ts';
import type { TestCall } from '../support/ipc-session.ts';
import { ARKHAMDB_DATA, describeRealData, MIGRATIONS, REPO_ROOT } from '../support/real-data.ts';
import { DAISY_RESEARCHED, DAISY_STARTER } from '../support/starter-decks.ts';
import { useTempHome } from '../support/temp-home.ts';

// Grimoire "Erforscht" in the app: a deck in no campaign has no campaign context, so a Researched
// card is a warning; once the deck is played in a campaign, the campaign's Kampagnenlogbuch decides
// (card_researched), and "Meine Decks" counts problems only. Grimoire „Belohnungskarten“: reward
// cards the same way, unlocked by reward_unlocked.

const newHome = useTempHome();

type Listed = { id: number; problems?: number; warnings?: number; unlocked?: string[] };

describeRealData('Researched cards and the campaign a deck is played in', () => {
  let services: AppServices;
  let call: TestCall;
  const listed = async (deckId: number): Promise<Listed> =>
    ((await call('decks.list', {})).value as Listed[]).find((deck) => deck.id === deckId)!;

  beforeAll(async () => {
    services = new AppServices({ home: newHome(), migrationsFolder: MIGRATIONS, version: 'test' });
    await services.importIfEmpty(ARKHAMDB_DATA);
    const handlers = createHandlers(services);
    call = (method, input) => dispatch(handlers, method, input) as ReturnType<TestCall>;
  }, 60_000);
  afterAll(() => services?.close());

  it('Erforscht: a warning without a campaign, a problem in a campaign that has not unlocked it, legal once unlocked', async () => {
    const created = await call('decks.create', { name: 'Daisy', deck: DAISY_RESEARCHED });
    const deckId = created.value.deckId as number;
    // No campaign: legality unknown, the badge counts no problem.
    expect(await listed(deckId)).toMatchObject({ problems: 0, warnings: 1 });
    expect((await listed(deckId)).unlocked).toBeUndefined();

    // The deck is worth 4 XP (02262 is level 4): Daisy brings it when she comes back to a campaign
    // that gave her 10 XP (Grimoire „Einer Kampagne beitreten oder sie verlassen“); a new investigator holds 0.
    const campaign = await call('campaigns.create', { name: 'Nacht der Zelotin' });
    const campaignId = campaign.value.campaignId as number;
    const first = (await call('decks.create', { name: 'Daisy', deck: DAISY_STARTER })).value.deckId as number;
    await call('campaigns.join', { campaignId, player: 'Ben', investigatorCode: '01002', deckId: first });
    await call('campaigns.append', {
      campaignId,
      events: [
        {
          type: 'scenario_recorded',
          payload: {
            scenario: { id: 'torch', name: 'Die Zusammenkunft' },
            resolution: 'R1',
            investigators: [{ code: '01002', xp: { victory: 10 } }],
          },
        },
        { type: 'investigator_left', payload: { code: '01002' } },
      ],
    });
    const back = await call('campaigns.join', { campaignId, player: 'Ben', investigatorCode: '01002', deckId });
    expect(back.ok).toBe(true);
    // In a campaign that unlocked nothing: researched_locked is a problem.
    expect(await listed(deckId)).toMatchObject({ problems: 1, warnings: 0, unlocked: [] });

    await call('campaigns.append', { campaignId, events: [{ type: 'card_researched', payload: { card: '02262' } }] });
    expect(await listed(deckId)).toMatchObject({ problems: 0, warnings: 0, unlocked: ['02262'] });
  });

  it('Erforscht on saving an upgrade: the campaign the deck is played in says what is unlocked', async () => {
    const start = DAISY_STARTER;
    const upgradeCodes = async (researched: boolean) => {
      const { deckId } = (await call('decks.create', { name: 'Daisy', deck: start })).value;
      const { campaignId } = (await call('campaigns.create', { name: researched ? 'Mit' : 'Ohne' })).value;
      await call('campaigns.join', { campaignId, player: 'Ben', investigatorCode: '01002', deckId });
      if (researched)
        await call('campaigns.append', {
          campaignId,
          events: [{ type: 'card_researched', payload: { card: '02263' } }],
        });
      await call('campaigns.append', {
        campaignId,
        events: [
          {
            type: 'scenario_recorded',
            payload: {
              scenario: { id: 'torch', name: 'Die Zusammenkunft' },
              resolution: 'R1',
              investigators: [{ code: '01002', xp: { victory: 10 } }],
            },
          },
        ],
      });
      // Acidic Ichor 02263 (Researched) bought new in place of a Guts 01089, through the campaign's
      // "Deck verbessern" (a campaign deck is upgraded there, where its XP is booked).
      const slots = { ...start.slots, '01089': 1, '02263': 1 };
      const saved = await call('campaigns.upgradeDeck', { campaignId, code: '01002', deck: { ...start, slots } });
      // Grimoire „Erfahrung“: an upgrade that breaks a purchase rule is refused, nothing written.
      expect(saved.code).toBe('campaign_deck_refused');
      return (saved.details?.problems ?? []).map((p) => p.code).sort();
    };
    // Bought new (not upgraded from a lower level) is refused either way; locked only without the entry.
    expect(await upgradeCodes(false)).toEqual(['researched_locked', 'researched_not_upgraded']);
    expect(await upgradeCodes(true)).toEqual(['researched_not_upgraded']);
  });

  it('Belohnungskarten: Collector (12181) is a warning without a campaign, a problem until the campaign unlocks it (reward_unlocked)', async () => {
    const file = path.join(REPO_ROOT, 'test/fixtures/decks/reward_collector_unknown_valid.json');
    const deck = JSON.parse(readFileSync(file, 'utf8'));
    const deckId = (await call('decks.create', { name: 'Roland mit Sammler', deck })).value.deckId as number;
    expect(await listed(deckId)).toMatchObject({ problems: 0, warnings: 1 });

    const { campaignId } = (await call('campaigns.create', { name: 'Bruderschaft der Asche' })).value;
    await call('campaigns.join', { campaignId, player: 'Anna', investigatorCode: '01001', deckId });
    expect(await listed(deckId)).toMatchObject({ problems: 1, warnings: 0, unlocked: [] });

    await call('campaigns.append', { campaignId, events: [{ type: 'reward_unlocked', payload: { card: '12181' } }] });
    expect(await listed(deckId)).toMatchObject({ problems: 0, warnings: 0, unlocked: ['12181'] });
  });
});
