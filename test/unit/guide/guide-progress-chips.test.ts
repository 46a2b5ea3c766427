import { expect, it } from 'vitest';
import { progressChips } from '../../../renderer/guide/guide-progress-chips.ts';
import { guideProgress } from '../../../shared/guide/text/guide-progress.ts';

// Issue „The guide a group can trust“, point 10: the progress line says „Prolog – jetzt“ during
// the campaign setup, and counts scenarios only – not the setup, prologue, interludes or
// epilogue. The Forgotten Age's order from arkham-cards-data (campaigns/tfa/campaign.json):
// tfa_prologue, wilds, tfa_interlude1, eztli, …; Night of the Zealot: torch, arkham, tentacles.

const kind = (id: string, k: string, branch = false) => [id, { kind: k, branch }] as const;
const TFA = [
  { id: 'tfa_prologue', name: 'Prolog', kind: 'prologue' },
  { id: 'wilds', name: 'Die unzähmbare Wildnis', kind: 'scenario' },
  { id: 'tfa_interlude1', name: 'Zwischenspiel I', kind: 'interlude' },
  { id: 'eztli', name: 'Die Verdammnis von Eztli', kind: 'scenario' },
  { id: 'tfa_epilogue', name: 'Epilog', kind: 'epilogue' },
];
const tfaKinds = new Map(TFA.map((item) => kind(item.id, item.kind)));

it('the campaign setup: „Prolog“ first, marked now; no scenario played yet', () => {
  const notz = [
    { id: 'torch', name: 'Die Zusammenkunft' },
    { id: 'arkham', name: 'Die Mitternachtsmasken' },
    { id: 'tentacles', name: 'Der Verschlinger aus der Tiefe' },
  ];
  const kinds = new Map(notz.map((item) => kind(item.id, 'scenario')));
  const chips = progressChips(guideProgress({ scenarios: [], current: '$setup' }, notz), kinds, '$setup', 'Prolog');
  expect(chips.entries[0]).toEqual({ id: '$setup', name: 'Prolog', mark: 'current' });
  expect(chips.entries.slice(1).map((entry) => entry.mark)).toEqual(['later', 'later', 'later']);
  expect([chips.played, chips.total]).toEqual([0, 3]);
});

it('counts scenarios only; an interlude shows while it is now, not otherwise', () => {
  const walked = {
    scenarios: [
      { id: 'tfa_prologue', status: 'completed' as const },
      { id: 'wilds', status: 'completed' as const, resolution: 'R1' },
    ],
  };
  const inInterlude = progressChips(
    guideProgress({ ...walked, current: 'tfa_interlude1' }, TFA),
    tfaKinds,
    'tfa_interlude1',
    'Prolog',
  );
  expect(inInterlude.entries.map((entry) => entry.id)).toEqual(['wilds', 'tfa_interlude1', 'eztli']);
  expect([inInterlude.played, inInterlude.total]).toEqual([1, 2]);
  const inEztli = progressChips(guideProgress({ ...walked, current: 'eztli' }, TFA), tfaKinds, 'eztli', 'Prolog');
  expect(inEztli.entries.map((entry) => entry.id)).toEqual(['wilds', 'eztli']);
});

it('a scenario whose resolution is recorded counts as played at its own upgrade step, as the campaign screen counts it', () => {
  // The Forgotten Age after The Untamed Wilds' resolution (status completed, the campaign screen's
  // played list holds it): the guide still stands in the scenario, asking for the deck upgrades.
  const walked = {
    scenarios: [
      { id: 'tfa_prologue', status: 'completed' as const },
      { id: 'wilds', status: 'completed' as const, resolution: 'R1' },
    ],
    current: 'wilds',
  };
  const chips = progressChips(guideProgress(walked, TFA), tfaKinds, 'wilds', 'Prolog');
  expect(chips.entries.find((entry) => entry.id === 'wilds')).toMatchObject({ mark: 'current', played: true });
  expect([chips.played, chips.total]).toEqual([1, 2]);
  // While it is played (no resolution yet) it does not count.
  const playing = progressChips(
    guideProgress({ scenarios: [{ id: 'wilds', status: 'started' }], current: 'wilds' }, TFA),
    tfaKinds,
    'wilds',
    'Prolog',
  );
  expect(playing.played).toBe(0);
});

it('the prologue as a step of its own (The Forgotten Age): shown while it is played', () => {
  const chips = progressChips(
    guideProgress({ scenarios: [], current: 'tfa_prologue' }, TFA),
    tfaKinds,
    'tfa_prologue',
    'Prolog',
  );
  expect(chips.entries[0]).toMatchObject({ id: 'tfa_prologue', name: 'Prolog', mark: 'current' });
  expect([chips.played, chips.total]).toEqual([0, 2]);
});

it('a branch-only scenario shows once reached: Fatal Mirage after „Open the door and venture into the mirage.“', () => {
  // The Edge of the Earth (campaigns/eoe/campaign.json): fatal_mirage among `hidden_scenarios`.
  const eoe = [
    { id: 'to_the_forbidden_peaks', name: 'Zu den Verbotenen Gipfeln' },
    { id: 'fatal_mirage', name: 'Tödliches Trugbild' },
  ];
  const kinds = new Map([kind('to_the_forbidden_peaks', 'scenario'), kind('fatal_mirage', 'scenario', true)]);
  const ignored = progressChips(guideProgress({ scenarios: [] }, eoe), kinds, undefined, 'Prolog');
  expect(ignored.entries.map((entry) => entry.id)).toEqual(['to_the_forbidden_peaks']);
  const entered = progressChips(
    guideProgress({ scenarios: [], current: 'fatal_mirage' }, eoe),
    kinds,
    'fatal_mirage',
    'Prolog',
  );
  expect(entered.entries.map((entry) => [entry.id, entry.mark])).toEqual([
    ['to_the_forbidden_peaks', 'later'],
    ['fatal_mirage', 'current'],
  ]);
});
