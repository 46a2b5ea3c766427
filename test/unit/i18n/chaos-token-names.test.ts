import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { tokenLabel } from '../../../renderer/campaign/chaos-tokens.ts';
import { CARD_ICONS } from '../../../renderer/cards/card-icons.ts';
import { CHAOS_TOKEN_NAMES } from '../../../shared/i18n/de/chaos-token-names.ts';
import { guideIconLabel } from '../../../shared/i18n/de/guide-icons.ts';
import { describeRealData, SHARED_DATA } from '../../support/real-data.ts';

// One set of German chaos token names everywhere (Grimoire „Chaosmarker“): card icons,
// chaos-bag chips and guide texts name a token the same way.

it('card icons, chaos-bag chips and guide symbols use the same chaos token names', () => {
  for (const [token, name] of Object.entries(CHAOS_TOKEN_NAMES)) {
    expect(CARD_ICONS[token]?.title).toBe(name);
    expect(guideIconLabel(token)).toBe(name);
    expect(tokenLabel(token as Parameters<typeof tokenLabel>[0])).toBe(name);
  }
  expect(tokenLabel('skull')).toBe('Totenschädel');
  expect(tokenLabel('auto_fail')).toBe('Automatischer Misserfolg');
});

describeRealData('chaos token names against the German rules reference', () => {
  it('each symbol token name is a heading of the Grimoire (Totenschädel, Schrifttafel, Älteres Zeichen …)', () => {
    const grimoire = readFileSync(path.join(SHARED_DATA, '..', 'rules', 'grimoire-de.md'), 'utf8');
    for (const token of ['skull', 'cultist', 'tablet', 'elder_thing', 'elder_sign', 'auto_fail'] as const)
      expect(grimoire).toContain(CHAOS_TOKEN_NAMES[token]);
  });
});
