// What ArkhamDB's own export says about a deck's place in its upgrade chain: `version`
// ("major.minor"; each upgrade starts the next major version), `xp` (what the version had to
// spend before its adjustment: earned plus left over, shared/decks/deck-chain.ts), `xp_spent`,
// `xp_adjustment`, `previous_deck` and `exile_string` (the cards exiled since the version before).

/** A stored version's figures, as deck versions keep them (core/services/deck-versions.ts). */
export interface VersionFigures {
  /** 1 for the first version. */
  version: number;
  /** The id of the version before; null for the first. */
  previousId: number | null;
  xpCarried: number;
  xpGranted: number;
  xpSpent: number;
  xpAdjustment: number;
  exileString: string | null;
}

export interface VersionFields {
  version: string;
  xp: number | null;
  xp_spent: number | null;
  xp_adjustment: number;
  previous_deck: number | null;
  exile_string: string | null;
}

/**
 * The ArkhamDB fields of a version. A first version that neither earned nor spent XP is a new
 * deck, which ArkhamDB writes with `xp` and `xp_spent` null.
 */
export function versionFields(figures: VersionFigures): VersionFields {
  const xp = figures.xpCarried + figures.xpGranted;
  const fresh = figures.previousId === null && xp === 0 && figures.xpSpent === 0;
  return {
    version: `${figures.version}.0`,
    xp: fresh ? null : xp,
    xp_spent: fresh ? null : figures.xpSpent,
    xp_adjustment: figures.xpAdjustment,
    previous_deck: figures.previousId,
    exile_string: figures.exileString || null,
  };
}
