import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { t } from '../../../renderer/i18n/messages.ts';
import { germanErrorMessage } from '../../../shared/i18n/de/app-errors.ts';
import { GUIDE_KIND_TITLES } from '../../../shared/i18n/de/guide-answer-label.ts';
import { germanGuideProblem } from '../../../shared/i18n/de/guide-problems.ts';
import { ARKHAM_CARDS_DATA, describeRealData, REPO_ROOT } from '../../support/real-data.ts';

// One German term per concept, the guide's own: The Forgotten Age's German guide calls supplies
// „Ausrüstung“ (campaign.po: msgid "Supplies" → „Ausrüstung“), the points „Ausrüstungspunkte“ and
// crossing one off „aus der Ausrüstungsliste streichen“ (prologue.po, threads_of_fate.po). Its
// „Vorräte“ is story prose only („Genug Nahrung und Vorräte für die Reise“, heart_of_the_elders_part_1.po),
// never the log's section: no catalogue says Vorrat.

const CATALOGUES = [path.join('shared', 'i18n', 'de'), path.join('renderer', 'i18n')];

function catalogueFiles(): string[] {
  return CATALOGUES.flatMap((folder) =>
    readdirSync(path.join(REPO_ROOT, folder), { recursive: true, encoding: 'utf8' })
      .filter((name) => /\.tsx?$/.test(name))
      .map((name) => path.join(folder, name)),
  );
}

it('no German catalogue calls supplies „Vorrat“ or „Vorräte“', () => {
  const files = catalogueFiles();
  expect(files.length).toBeGreaterThan(20);
  const saying = files.filter((file) => /Vorr[aä]t/.test(readFileSync(path.join(REPO_ROOT, file), 'utf8')));
  expect(saying).toEqual([]);
});

it('names supplies, their points and crossing one off with the guide’s words', () => {
  expect(t.suppliesTitle).toBe('Ausrüstung');
  expect(t.logSupplyList).toBe('Ausrüstung zur Auswahl');
  expect(t.guideUseSupplies).toMatch(/aus seiner Ausrüstungsliste/);
  expect(GUIDE_KIND_TITLES.supplies).toBe('Ausrüstung gewählt');
  expect(germanGuideProblem({ code: 'answer_invalid', key: 'x', reason: 'not_enough_points' })).toContain(
    'Die Ausrüstungspunkte reichen dafür nicht',
  );
  expect(
    germanErrorMessage('supply_used_up', { name: 'Ursula Downs', investigator: '04002', supply: 'Proviant' }),
  ).toBe('Ursula Downs (04002) hat „Proviant“ nicht mehr in der Ausrüstung.');
});

describeRealData('The Forgotten Age’s German guide', () => {
  const po = (file: string) =>
    readFileSync(path.join(ARKHAM_CARDS_DATA, 'i18n', 'de', 'campaigns', 'tfa', file), 'utf8');

  it('calls the log section „Ausrüstung“ and the points „Ausrüstungspunkte“, as the app does', () => {
    expect(po('campaign.po')).toMatch(/msgid "Supplies"\nmsgstr "Ausrüstung"/);
    expect(po('threads_of_fate.po')).toContain('Jeder Ermittler darf Ausrüstungspunkte ausgeben');
    expect(po('prologue.po')).toContain('im Kampagnenlogbuch im Bereich „Ausrüstung“ jedes Ermittlers notiert');
  });
});
