import type { CampaignEventInput, JournalEntry } from '../../../shared/campaign/campaign-events.ts';
import { campaignEventSchema } from '../../../shared/campaign/campaign-events.ts';

// Builds journals for reducer tests: events are parsed like the service parses them.

export const NOTZ_STANDARD_BAG = [
  '+1',
  '0',
  '0',
  '-1',
  '-1',
  '-1',
  '-2',
  '-2',
  '-3',
  '-4',
  'skull',
  'skull',
  'cultist',
  'tablet',
  'auto_fail',
  'elder_sign',
] as const;

export const NOTZ_SCENARIOS = [
  { id: 'torch', name: 'Die Zusammenkunft' },
  { id: 'arkham', name: 'Die Mitternachtsmasken' },
  { id: 'tentacles', name: 'Der Verschlinger aus der Tiefe' },
];

/** Printed health/sanity of the core investigators (01001 Roland Banks … 01005 Wendy Adams). */
export const CORE = {
  roland: { code: '01001', name: 'Roland Banks', health: 9, sanity: 5 },
  daisy: { code: '01002', name: 'Daisy Walker', health: 5, sanity: 9 },
  skids: { code: '01003', name: '„Skids“ O’Toole', health: 8, sanity: 6 },
  agnes: { code: '01004', name: 'Agnes Baker', health: 6, sanity: 8 },
} as const;

export class Journal {
  readonly entries: JournalEntry[] = [];

  add(event: CampaignEventInput): this {
    this.entries.push({
      seq: this.entries.length + 1,
      event: campaignEventSchema.parse(event),
      at: '2026-11-23T12:00:00.000Z',
    });
    return this;
  }

  /** The next entry without adding it. */
  entry(event: CampaignEventInput): JournalEntry {
    return { seq: this.entries.length + 1, event: campaignEventSchema.parse(event), at: '2026-11-23T12:00:00.000Z' };
  }

  static notz(): Journal {
    return new Journal().add({
      type: 'campaign_created',
      payload: {
        name: 'Dienstagsrunde',
        definitionId: 'core',
        difficulty: 'standard',
        chaosBag: [...NOTZ_STANDARD_BAG],
        scenarios: NOTZ_SCENARIOS,
        logSections: [
          { id: 'campaign_notes', title: 'Kampagnennotizen', type: 'list', hidden: false },
          { id: 'cultists_interrogated', title: 'Verhörte Kultisten', type: 'list', hidden: false },
        ],
      },
    });
  }

  join(
    investigator: { code: string; name: string; health: number; sanity: number },
    player: string,
    replaces?: string,
  ): this {
    return this.add({
      type: 'investigator_joined',
      payload: { ...investigator, player, ...(replaces ? { replaces } : {}) },
    });
  }
}
