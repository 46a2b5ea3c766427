import { describe, expect, it } from 'vitest';
import type { ApiClient } from '../../../renderer/api/api-client.ts';
import { createAppStore } from '../../../renderer/store/app-store.ts';
import type { CardStatus } from '../../../shared/api/contract.ts';

// „Daten & Sicherungen“ shows the pool's figures from `cards.status`. Answers over HTTP (web host)
// may overtake each other: an answer to an older request must never replace a newer one, or the
// dialog shows the pool from before an import that just finished.

const status = (cards: number, source: string): CardStatus => ({
  imported: true,
  importing: false,
  summary: { cards, playerCards: 0, investigators: 7, parallelInvestigators: 0, packs: 6, tabooLists: 2 },
  source,
  importedAt: '2026-11-23T16:00:00.000Z',
});

describe('card status answers arriving out of order', () => {
  it('keeps the answer to the newest request', async () => {
    const answers: ((value: CardStatus) => void)[] = [];
    const api: ApiClient = {
      call: ((method: string) =>
        method === 'cards.status'
          ? new Promise<CardStatus>((resolve) => answers.push(resolve))
          : Promise.resolve({})) as ApiClient['call'],
      onEvent: () => () => {},
    };
    const store = createAppStore({ api, storage: undefined });
    const older = store.getState().loadCardStatus();
    const newer = store.getState().loadCardStatus();
    answers[1]!(status(66, 'neu'));
    await newer;
    answers[0]!(status(65, 'alt'));
    await older;
    expect(store.getState().cardStatus?.summary?.cards).toBe(66);
    expect(store.getState().cardStatus?.source).toBe('neu');
  });
});
