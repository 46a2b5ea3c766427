import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { JOIN_LEAVE_RULE } from '../../../shared/rules/campaign-membership.ts';
import { describeRealData, SHARED_DATA } from '../../support/real-data.ts';

// The leave dialog cites Grimoire „Einer Kampagne beitreten oder sie verlassen“ (between two
// scenarios players may join or leave; a leaving player's entries stay in the campaign log).

describeRealData('campaign membership rule reference', () => {
  it('cites a section the Grimoire has, by its exact title', () => {
    const section = 'Einer Kampagne beitreten oder sie verlassen';
    expect(JOIN_LEAVE_RULE).toEqual({ source: 'grimoire', section });
    const grimoire = readFileSync(path.join(SHARED_DATA, '..', 'rules', 'grimoire-de.md'), 'utf8');
    expect(grimoire.split('\n')).toContain(`### ${section}`);
    expect(grimoire).toContain('können die Spieler zwischen zwei Szenarien der Kampagne beitreten oder sie verlassen');
  });
});
