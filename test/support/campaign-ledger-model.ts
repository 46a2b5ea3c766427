// A plain model of a campaign's XP ledger for the model-based test: the journal as a list, read
// the simplest way — an undo cancels its target unless it is cancelled itself (newest first),
// the entries that count are applied in order, and a journal where one of them does not fit is
// invalid. Version numbers stand for deck versions (an import keeps them).

export type Entry =
  | { seq: number; kind: 'created' }
  | { seq: number; kind: 'join'; code: string; replaces?: string }
  | { seq: number; kind: 'record'; xp: Record<string, number> }
  | { seq: number; kind: 'upgrade'; code: string; version: number; base: number; cost: number }
  | { seq: number; kind: 'leave'; code: string }
  | { seq: number; kind: 'undo'; target: number };

export interface Investigator {
  status: 'active' | 'left';
  earned: number;
  spent: number;
  /** The deck version in force. */
  version: number;
}

export interface Simulated {
  /** Undefined when an entry that counts does not fit. */
  investigators?: Map<string, Investigator>;
  undone: Set<number>;
}

export function simulate(entries: readonly Entry[]): Simulated {
  const undone = new Set<number>();
  for (const entry of [...entries].reverse())
    if (entry.kind === 'undo' && !undone.has(entry.seq)) undone.add(entry.target);
  const investigators = new Map<string, Investigator>();
  const active = (code: string) => {
    const investigator = investigators.get(code);
    return investigator?.status === 'active' ? investigator : undefined;
  };
  for (const entry of entries) {
    if (undone.has(entry.seq)) continue;
    if (entry.kind === 'join') {
      const known = investigators.get(entry.code);
      if (known?.status === 'active') return { undone };
      // Only one who no longer plays can be replaced.
      if (entry.replaces && investigators.get(entry.replaces)?.status !== 'left') return { undone };
      if (known) known.status = 'active';
      else investigators.set(entry.code, { status: 'active', earned: 0, spent: 0, version: 1 });
    } else if (entry.kind === 'record') {
      for (const [code, xp] of Object.entries(entry.xp)) {
        const investigator = active(code);
        if (!investigator) return { undone };
        investigator.earned += xp;
      }
    } else if (entry.kind === 'upgrade') {
      const investigator = active(entry.code);
      if (!investigator || investigator.version !== entry.base) return { undone };
      if (investigator.spent + entry.cost > investigator.earned) return { undone };
      investigator.spent += entry.cost;
      investigator.version = entry.version;
    } else if (entry.kind === 'leave') {
      const investigator = active(entry.code);
      if (!investigator) return { undone };
      investigator.status = 'left';
    }
  }
  return { investigators, undone };
}

/** Whether undoing entry `seq` now leaves a journal whose entries all fit. */
export function undoAllowed(entries: readonly Entry[], seq: number): boolean {
  const next = (entries.at(-1)?.seq ?? 0) + 1;
  return simulate([...entries, { seq: next, kind: 'undo', target: seq }]).investigators !== undefined;
}
