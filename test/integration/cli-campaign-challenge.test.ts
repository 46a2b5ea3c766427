import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { cliGuideSession } from '../support/cli-guide-session.ts';
import { copyImportedCards } from '../support/imported-cards.ts';
import { describeRealData, REPO_ROOT } from '../support/real-data.ts';

// A parallel investigator's challenge scenario played alone through the CLI to its resolution:
// Read or Die (arkham-cards-data campaigns/side/read_or_die.json, German from
// i18n/de/campaigns/side/read_or_die.po), Daisy Walker (01002) with Roland Banks (01001). The
// standalone rules (Grimoire „Einzelspielszenario (Einzelspielsmodus)“, grimoire-de.md lines
// 551–568: extra random basic weaknesses by the decks' XP, at most 49 XP – refused in
// cli-campaign-standalone.test.ts), the scenario's own standalone setup, its challenge requirement
// and its experience, each expected value from the data's words.

const DAISY = '01002';
const ROLAND = '01001';
const DECKS = path.join(REPO_ROOT, 'test/fixtures/decks');
// Daisy's Tote Bag, advanced (90002): „Upgrade to advanced Daisy's Tote Bag“.
const TOTE_BAG_ADVANCED = '90002';

interface Shown {
  step: string;
  title?: string;
  text?: string;
}

describeRealData(
  'Read or Die, a challenge scenario, through the CLI from its standalone setup to its resolution',
  () => {
    const session = cliGuideSession('logbuch-challenge-');
    afterAll(() => session.dispose());
    beforeAll(() => copyImportedCards(session.home), 120_000);

    it('states Daisy Walker’s requirement first, then plays Resolution 1 with her experience the higher of two counts', () => {
      const created = session.cli('campaign', 'create', '--name', 'Bibliothek', '--standalone', 'read_or_die');
      // msgid "Read or Die" → „Lies oder stirb“; the standard bag of its standalone setup.
      expect(created).toMatchObject({ standalone: true, nextScenario: { id: 'read_or_die', name: 'Lies oder stirb' } });
      // Daisy's deck (test/fixtures/decks/forced_learning_daisy_valid.json) holds 8 non-weakness
      // [[Tome]] assets and is worth 3 XP: „0–9 Erfahrungspunkte: 0 zusätzliche zufällige
      // Grundschwächen“. Roland's is worth 10 with only his own random basic weakness: „10–19
      // Erfahrungspunkte: 1 zusätzliche zufällige Grundschwäche“, drawn into his deck.
      const join = (player: string, code: string, deck: string) =>
        session.cli(
          'campaign',
          'join',
          '1',
          '--player',
          player,
          '--investigator',
          code,
          '--deck',
          path.join(DECKS, deck),
        );
      expect(join('Dana', DAISY, 'forced_learning_daisy_valid.json').standaloneWeaknesses ?? []).toEqual([]);
      expect(join('Ben', ROLAND, 'standalone_10xp_missing_weakness_invalid.json').standaloneWeaknesses).toHaveLength(1);

      // The data's challenge: investigator 01002, „Daisy Walker’s deck must include at least 4
      // [[Tome]] assets. [[Tome]] weaknesses do not count toward this total.“ – read before the setup.
      const difficulty = session.answer([{ step: '$choose_investigators', investigators: [DAISY, ROLAND] }]);
      expect(difficulty).toMatchObject({ step: 'choose_difficulty', scenarioName: 'Lies oder stirb' });
      expect(difficulty.shown).toEqual([
        {
          scenario: 'read_or_die',
          step: '$challenge_requirement_1',
          type: 'generic',
          title: 'Herausforderungsszenario',
          text: 'Daisy Walkers Deck muss mindestens 4 [[Buch]]-Vorteilskarten enthalten. [[Buch]]-Schwächen zählen nicht dazu.',
        },
      ]);

      const play = session.answer([{ step: 'choose_difficulty', choice: 'hard' }]);
      expect(play).toMatchObject({
        step: '$play_scenario',
        resolutions: [{ id: 'no_resolution' }, { id: 'R1' }, { id: 'R2' }],
      });
      // „Remove each non-weakness [[Tome]] asset from Daisy Walker’s deck. Set each of these assets aside, out of play“.
      expect((play.shown as Shown[]).find((line) => line.step === 'investigator_setup')).toMatchObject({
        title: 'Ermittlervorbereitung',
        text: expect.stringContaining(
          'Alle Nicht-Schwäche-[[Buch]]-Vorteilskarten werden aus Daisy Walkers Deck entfernt',
        ),
      });

      // Resolution 1; Daisy had 5 Tome assets in play, the victory display is worth 3: „Each
      // investigator besides Daisy Walker earns experience equal to the Victory X value“ (Roland 3);
      // „Daisy Walker earns experience equal to either the combined Victory X value … or equal to the
      // number of [[Tome]] assets she had in play at the end of the game, whichever is higher“ (5).
      const swap = session.answer([
        { step: '$play_scenario', lead: DAISY, resolution: 'R1' },
        { step: 'ask_daisy_tomes', value: 5 },
        { step: 'others_experience', value: 3 },
      ]);
      // „Daisy Walker may either upgrade Daisy’s Tote Bag to its advanced version, or downgrade …“
      expect(swap).toMatchObject({ step: 'daisy_good_swap' });
      expect(
        session.answer([{ step: 'daisy_good_swap', choice: 'tote_bag' }, { step: '$upgrade_decks' }]),
      ).toMatchObject({
        done: true,
      });
      const shown = session.show();
      expect(shown).toMatchObject({
        standalone: true,
        difficulty: 'hard',
        played: [{ id: 'read_or_die', resolution: 'R1', xp: { [DAISY]: 5, [ROLAND]: 3 } }],
        nextScenario: null,
      });
      const [daisy, roland] = shown.investigators;
      expect(daisy).toMatchObject({ code: DAISY, xp: { earned: 5 }, storyAssets: [TOTE_BAG_ADVANCED] });
      expect(roland).toMatchObject({ code: ROLAND, xp: { earned: 3 }, storyAssets: [] });
    });
  },
);
