import { afterAll, beforeAll, expect, it } from 'vitest';
import { cliGuideSession, comparable } from '../support/cli-guide-session.ts';
import { AGNES, DEVOURER, FIRST_TWO, LAST, ROLAND, SETUP } from '../support/guide-scripts/notz-script.ts';
import { describeRealData } from '../support/real-data.ts';
import { NOTZ_STANDARD_BAG } from '../unit/campaign/journal-builder.ts';

// Night of the Zealot through the campaign guide on the command line, two investigators (Roland
// Banks 01001, Agnes Baker 01004), written from the printed campaign guide: The Gathering
// Resolution 1, The Midnight Masks Resolution 1 (Agnes defeated by damage), The Devourer Below
// Resolution 2. `campaign show` must hold the expected log, XP, trauma, story cards and chaos bag,
// and still after an undo and re-answer, after export/import and across processes (restart).

describeRealData('Night of the Zealot through the campaign guide on the command line', () => {
  const session = cliGuideSession('logbuch-guide-');
  const { cli, run, show } = session;

  afterAll(() => session.dispose());
  beforeAll(() => session.start('core', [ROLAND, AGNES]), 120_000);

  it('prints the open prompt: step id, input kind, German text, what may be given', () => {
    expect(cli('campaign', 'guide', '1')).toMatchObject({
      step: 'choose_investigators',
      input: 'scenario_investigators',
      candidates: [ROLAND, AGNES],
    });
    const difficulty = cli('campaign', 'guide', '1', '--answer', JSON.stringify(SETUP[0]));
    expect(difficulty).toMatchObject({ step: 'difficulty_choice', input: 'choose_one' });
    expect(difficulty.choices.map((choice: { id: string }) => choice.id)).toEqual([
      'easy',
      'standard',
      'hard',
      'expert',
    ]);
    expect(difficulty.text).not.toBe('Choose difficulty level:');
  });

  it('refuses a wrong or stale answer in German with exit 1 and writes nothing (all or nothing)', () => {
    const before = cli('campaign', 'show', '1', '--journal').length;
    const wrong = run(
      'campaign',
      'guide',
      '1',
      '--answer',
      JSON.stringify({ step: 'difficulty_choice', choice: 'leicht' }),
    );
    expect(wrong.status).toBe(1);
    expect(wrong.stderr).toMatch(/Diese Wahl bietet der Schritt nicht an.*nichts gespeichert/);
    const stale = run(
      'campaign',
      'guide',
      '1',
      '--answers',
      session.answersFile([SETUP[1] as object, { step: 'difficulty_choice', choice: 'hard' }]),
    );
    expect(stale.status).toBe(1);
    expect(stale.stderr).toMatch(/Antwort 2:.*veraltet/);
    expect(cli('campaign', 'show', '1', '--journal')).toHaveLength(before);
  });

  it('plays to the end and `campaign show` holds the expected log, XP, trauma, story cards and chaos bag', () => {
    session.answer([...SETUP.slice(1), ...FIRST_TWO, ...DEVOURER]);
    expect(cli('campaign', 'guide', '1', '--answer', JSON.stringify(LAST))).toMatchObject({
      done: true,
      result: 'win',
    });
    const state = show();
    expect(state.guide.result).toBe('win');
    expect(state.chaosBag).toEqual([...NOTZ_STANDARD_BAG.slice(0, 14), 'elder_thing', ...NOTZ_STANDARD_BAG.slice(14)]);
    const [roland, agnes] = state.investigators;
    expect(roland).toMatchObject({
      code: ROLAND,
      xp: { earned: 21 },
      trauma: { physical: 2, mental: 3 },
      status: 'active',
      storyAssets: ['01117'],
      weaknesses: ['01097'],
    });
    expect(agnes).toMatchObject({
      code: AGNES,
      xp: { earned: 21 },
      trauma: { physical: 3, mental: 2 },
      status: 'active',
      storyAssets: [],
      weaknesses: ['01099'],
    });
    const entries = (id: string) => session.entries(state, id);
    expect(entries('campaign_notes').map((entry) => entry.id)).toEqual(['house_burned', 'umordhoth_repelled']);
    expect(entries('campaign_notes')[0]?.text).toMatch(/Haus/);
    expect(entries('cultists_interrogated').map((entry) => entry.id)).toEqual(['01138', '01139']);
    expect(entries('cultists_interrogated').map((entry) => entry.text)).toEqual(['Herman Collins', 'Peter Warren']);
    expect(entries('cultists_escaped').map((entry) => entry.id)).toEqual(['01137']);
    expect(state.played.map((item) => [item.id, item.resolution, item.xp])).toEqual([
      ['torch', 'R1', { [ROLAND]: 4, [AGNES]: 4 }],
      ['arkham', 'R1', { [ROLAND]: 3, [AGNES]: 3 }],
      ['tentacles', 'R2', { [ROLAND]: 14, [AGNES]: 14 }],
    ]);
  });

  it('undo of the last answer and the same answer again give the same campaign', () => {
    const finished = comparable(show());
    cli('campaign', 'undo', '1');
    expect(cli('campaign', 'guide', '1')).toMatchObject({ step: '$upgrade_decks', key: 'tentacles/$upgrade_decks' });
    cli('campaign', 'guide', '1', '--answer', JSON.stringify(LAST));
    expect(comparable(show())).toEqual(finished);
  });

  it('export and import give the same campaign, and the imported one is finished in the guide too', () => {
    const file = `${session.home}/leitfaden.json`;
    cli('campaign', 'export', '1', '--out', file);
    expect(cli('campaign', 'import', file, '--name', 'Leitfadenrunde (Kopie)')).toMatchObject({ campaign: 2 });
    // Campaign 1 read by a CLI process of its own: a restart.
    expect(comparable(show('2'))).toEqual(comparable(session.showAfterRestart('1')));
    expect(cli('campaign', 'guide', '2')).toMatchObject({ done: true, result: 'win' });
  });

  it('says plainly in German when a campaign has no guided mode (a fan-made campaign), exit 1', () => {
    const created = cli('campaign', 'create', '--name', 'Eine Fan-Kampagne', '--definition', 'zoz');
    const result = run('campaign', 'guide', String(created.campaign));
    expect(result.status).toBe(1);
    expect(JSON.parse(result.stdout)).toMatchObject({
      supported: false,
      message: expect.stringMatching(/noch keinen geführten Kampagnenleitfaden/),
    });
  });
});
