// Main announces every journal write (`campaign:changed`) to every window, the writing one too,
// and over IPC or the web host's event stream the announcement may come before the write's own
// answer. While this window's writes are under way (sent, answered and applied), announcements
// are held; afterwards each is read only if it is newer than what the window shows (another
// window's write in between), so a window's own write is never read back.

export class OwnWrites {
  private running = 0;
  private readonly held = new Map<number, number>();

  /** Runs one write (its call and applying its answer). */
  async run<T>(write: () => Promise<T>): Promise<T> {
    this.running++;
    try {
      return await write();
    } finally {
      this.running--;
    }
  }

  /** True when a write is under way: the announcement is kept for `release`. */
  hold(campaignId: number, seq: number): boolean {
    if (this.running === 0) return false;
    this.held.set(campaignId, Math.max(seq, this.held.get(campaignId) ?? 0));
    return true;
  }

  /** The newest held announcement per campaign, once no write is under way (and then forgotten). */
  release(): [campaignId: number, seq: number][] {
    if (this.running > 0) return [];
    const held = [...this.held];
    this.held.clear();
    return held;
  }
}
