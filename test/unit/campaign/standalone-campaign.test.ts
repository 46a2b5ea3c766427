import { beforeAll, expect, it } from 'vitest';
import { readCampaignDataFolder } from '../../../core/services/campaign-data-folder.ts';
import type { CampaignDefinition } from '../../../shared/campaign/campaign-definition.ts';
import { campaignEventSchema } from '../../../shared/campaign/campaign-events.ts';
import { buildCampaignDefinitions } from '../../../shared/campaign/definitions/build-campaign-definitions.ts';
import { reduceCampaign } from '../../../shared/campaign/reduce-campaign.ts';
import { standaloneCreated, standaloneScenarios } from '../../../shared/campaign/standalone-campaign.ts';
import { ARKHAM_CARDS_DATA, describeRealData } from '../../support/real-data.ts';

// Grimoire „Einzelspielszenario (Einzelspielsmodus)“ (grimoire-de.md line 553): „ein Szenario
// wird als eigenständiges Abenteuer gespielt, nicht als Teil seiner Kampagne“; its setup is the
// scenario's own („liest man im Kampagnenleitfaden des gewählten Szenarios nach, wie das Szenario
// vorbereitet wird“, line 566), so the chaos bag is its standalone setup's.

describeRealData('a standalone play of a side-folder scenario', () => {
  let side: CampaignDefinition;

  beforeAll(async () => {
    side = buildCampaignDefinitions(await readCampaignDataFolder(ARKHAM_CARDS_DATA)).find(
      (definition) => definition.id === 'side',
    )!;
  });

  it('offers the 36 scenarios of the side folder, side stories and challenge scenarios alike', () => {
    const ids = standaloneScenarios(side).map((scenario) => scenario.id);
    expect(ids).toHaveLength(36);
    expect(ids).toEqual(
      expect.arrayContaining(['curse_of_the_rougarou', 'read_or_die', 'by_the_book', 'red_tide_rising']),
    );
    expect(ids).not.toContain('fortune_and_folly_checkpoint');
  });

  it('creates Curse of the Rougarou alone: one scenario, German name, its standard bag as its setup prints it', () => {
    const created = standaloneCreated(side, { name: 'Solo', scenarioId: 'curse_of_the_rougarou' });
    const state = reduceCampaign([
      { seq: 1, at: '2026-01-01T00:00:00.000Z', event: campaignEventSchema.parse(created) },
    ]);
    expect(state).toMatchObject({
      standalone: true,
      definitionId: 'side',
      difficulty: 'standard',
      scenarios: [{ id: 'curse_of_the_rougarou', name: 'Der Fluch des Rougarou', kind: 'side', branch: false }],
      nextScenario: { id: 'curse_of_the_rougarou', name: 'Der Fluch des Rougarou' },
    });
    // campaigns/side/curse_of_the_rougarou.json, choose_difficulty „Standard“: +1 +1 0 0 0 −1 −1 −1 −2 −2 −3 −3 −4 −4 −5 −6, 2 skull, 2 cultist, tablet, elder thing, autofail, elder sign.
    expect(state.chaosBag).toEqual([
      ...['+1', '+1', '0', '0', '0', '-1', '-1', '-1', '-2', '-2', '-3', '-3', '-4', '-4', '-5', '-6'],
      ...['skull', 'skull', 'cultist', 'cultist', 'tablet', 'elder_thing', 'auto_fail', 'elder_sign'],
    ]);
  });

  it('takes a challenge scenario of the parallel investigators (Read or Die) at the difficulty asked', () => {
    const created = standaloneCreated(side, { name: 'Daisy', scenarioId: 'read_or_die', difficulty: 'expert' });
    expect(created.payload).toMatchObject({ difficulty: 'expert', scenarios: [{ name: 'Lies oder stirb' }] });
    expect(created.payload.chaosBag).toEqual(side.scenarios.find((s) => s.id === 'read_or_die')!.chaosBags!.expert);
  });

  it('refuses an id the side folder lacks, naming the ids there are, and a difficulty the scenario prints no bag for', () => {
    expect(() => standaloneCreated(side, { name: 'X', scenarioId: 'torch' })).toThrow(
      expect.objectContaining({
        code: 'standalone_scenario_unknown',
        details: expect.objectContaining({ scenario: 'torch', scenarios: expect.arrayContaining(['read_or_die']) }),
      }),
    );
    expect(() =>
      standaloneCreated(side, { name: 'X', scenarioId: 'curse_of_the_rougarou', difficulty: 'easy' }),
    ).toThrow(
      expect.objectContaining({
        code: 'standalone_difficulty_unknown',
        details: expect.objectContaining({ difficulties: ['standard', 'hard'] }),
      }),
    );
    // With a bag of its own any difficulty is taken.
    expect(
      standaloneCreated(side, { name: 'X', scenarioId: 'curse_of_the_rougarou', difficulty: 'easy', chaosBag: ['0'] })
        .payload.chaosBag,
    ).toEqual(['0']);
  });
});
