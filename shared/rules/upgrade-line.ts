import type { RuleRef } from './deck-problem.ts';

/** One change between two deck versions and the XP it costs. */
export interface UpgradeLine {
  code: string;
  change: 'new' | 'upgrade' | 'customize' | 'free' | 'removed';
  copies: number;
  xp: number;
  /** For upgrades: the lower-level card it replaces. */
  from?: string;
  rule: RuleRef;
  /** Copies paid for; Myriad's free extra copies are not (they use no discount either). */
  paidCopies?: number;
  /** Discounts and surcharges applied, by the card that grants them. */
  adjustments?: { code: string; xp: number }[];
  /** Set for a change in ‖Jim Culver's spirit deck (`meta.extra_deck`). */
  deck?: 'extra';
}
