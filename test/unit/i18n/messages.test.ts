import { describe, expect, it } from 'vitest';
import { catalogues, t } from '../../../renderer/i18n/messages.ts';

describe('German message catalogues', () => {
  it('define every key in exactly one catalogue', () => {
    const counts = new Map<string, number>();
    for (const catalogue of catalogues) {
      for (const key of Object.keys(catalogue)) counts.set(key, (counts.get(key) ?? 0) + 1);
    }
    const repeated = [...counts].filter(([, count]) => count > 1).map(([key]) => key);
    expect(repeated).toEqual([]);
  });

  it('give the campaign file drop and the deck import drop their own sentences', () => {
    expect(t.importCampaignDrop).toBe('Kampagnendatei hier ablegen');
    expect(t.importDeckDrop).toBe('Loslassen, um das Deck zu importieren');
  });
});
