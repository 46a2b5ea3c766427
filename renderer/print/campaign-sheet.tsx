import type { ChaosToken } from '../../shared/campaign/campaign-definition.ts';
import type { CampaignState, InvestigatorState, LogSectionState } from '../../shared/campaign/campaign-state.ts';
import { totalExperience } from '../../shared/campaign/epic-carry-over.ts';
import type { CardPool } from '../../shared/cards/card-pool.ts';
import { resolutionLabel } from '../../shared/i18n/de/guide-texts.ts';
import { deVariantNames } from '../../shared/i18n/de/variant-names.ts';
import { tokenLabel } from '../campaign/chaos-tokens.ts';
import { HeldSupplyLine } from '../campaign/held-supply-line.tsx';
import { cardName } from '../cards/card-labels.ts';
import { GuideMarkupInline } from '../guide/guide-markup-view.tsx';
import { t } from '../i18n/messages.ts';
import { heldSupplies, shownNamedCounts } from '../store/campaign/campaign-log.ts';
import { useAppStore } from '../store/store-context.tsx';
import styles from './campaign-sheet.module.css';
import sheet from './print-sheet.module.css';

// The printable campaign log sheet, read from campaigns.state: the investigators with
// XP, trauma, status, story assets, weaknesses and exile; the scenarios with resolution and XP;
// the log sections with their entries, counts (per investigator by name, never by data id) and the
// supplies each investigator holds („Ausrüstung“); the chaos bag; researched cards and notes.

type Names = (code: string) => string;

/** "Roland Banks (Der Bundesagent)" → "Roland Banks", for a narrow column. */
const shortName = (name: string) => name.replace(/\s*\(.*\)$/, '');

const namesIn =
  (pool: CardPool | undefined): Names =>
  (code) => {
    const card = pool?.card(code);
    return card ? cardName(card) : code;
  };

/** "2× Machete, Lita Chantler": repeats counted, in the order they came. */
function tally(codes: readonly string[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const code of codes) counts[code] = (counts[code] ?? 0) + 1;
  return counts;
}

function countedNames(codes: readonly string[] | Record<string, number>, name: Names): string {
  const counts = Array.isArray(codes) ? tally(codes) : codes;
  const entries = Object.entries(counts).filter(([, count]) => count > 0);
  return entries.length
    ? entries.map(([code, count]) => `${count > 1 ? `${count}× ` : ''}${name(code)}`).join(', ')
    : t.sheetNone;
}

function chaosBagText(bag: readonly ChaosToken[]): string {
  const counts = new Map<ChaosToken, number>();
  for (const token of bag) counts.set(token, (counts.get(token) ?? 0) + 1);
  return [...counts]
    .map(([token, count]) => (count > 1 ? `${tokenLabel(token)} ×${count}` : tokenLabel(token)))
    .join(' · ');
}

function Investigator({
  investigator,
  campaign,
  name,
}: {
  investigator: InvestigatorState;
  campaign: CampaignState;
  name: Names;
}) {
  const { xp, trauma } = investigator;
  const successor =
    investigator.replacedBy && campaign.investigators.find((entry) => entry.code === investigator.replacedBy);
  return (
    <section className={styles.block} data-testid="sheet-investigator" data-status={investigator.status}>
      <h3>
        {investigator.name} <span className={styles.player}>· {investigator.player}</span>
      </h3>
      <dl className={styles.pairs}>
        <dt>{t.sheetStatus}</dt>
        <dd className={styles.status}>
          {t.statusLabels[investigator.status] ?? investigator.status}
          {successor ? `, ${t.sheetReplacedBy(successor.name)}` : ''}
        </dd>
        <dt>{t.sheetXp}</dt>
        <dd>
          {(['earned', 'adjusted', 'spent', 'available'] as const)
            .map((key) => `${t.sheetXpColumns[key]} ${xp[key]}`)
            .join(' · ')}
        </dd>
        {investigator.carried && (
          <>
            <dt>{t.totalScore}</dt>
            <dd data-testid="sheet-carried">
              {`${t.carriedTotalXp(investigator.name, investigator.carried.totalXp)} · ${t.totalScore}: ${totalExperience(investigator)}`}
            </dd>
          </>
        )}
        <dt>{t.sheetTrauma}</dt>
        <dd>{t.sheetTraumaValue(trauma.physical, investigator.health, trauma.mental, investigator.sanity)}</dd>
        <dt>{t.sheetStoryAssets}</dt>
        <dd>{countedNames(investigator.storyAssets, name)}</dd>
        <dt>{t.sheetWeaknesses}</dt>
        <dd>{countedNames(investigator.weaknesses, name)}</dd>
        <dt>{t.sheetExiled}</dt>
        <dd>{countedNames(investigator.exiled, name)}</dd>
      </dl>
    </section>
  );
}

function Scenarios({ campaign }: { campaign: CampaignState }) {
  if (campaign.played.length === 0) return <p className={styles.muted}>{t.sheetNoScenarios}</p>;
  const columns = t.sheetScenarioColumns;
  return (
    <table className={styles.table} data-testid="sheet-scenarios">
      <thead>
        <tr>
          <th>{columns.number}</th>
          <th>{columns.scenario}</th>
          <th>{columns.resolution}</th>
          {campaign.investigators.map((investigator) => (
            <th key={investigator.code}>
              {columns.xp} {shortName(investigator.name)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {campaign.played.map((scenario, index) => (
          <tr key={scenario.seq}>
            <td>{index + 1}</td>
            <td>{scenario.name}</td>
            <td>{scenario.resolution ? resolutionLabel(scenario.resolution) : ''}</td>
            {campaign.investigators.map((investigator) => (
              <td key={investigator.code}>{scenario.xp[investigator.code] ?? t.sheetNone}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** A log section's lines: the supplies each investigator holds in a supplies section, else its entries. */
function SectionLines({ section, campaign }: { section: LogSectionState; campaign: CampaignState }) {
  if (section.type === 'supplies') {
    const held = heldSupplies(section, campaign.investigators);
    return held.length ? (
      <ul className={sheet.lines} data-testid="sheet-supplies">
        {held.map((entry) => (
          <li key={entry.code}>
            {entry.name}: <HeldSupplyLine supplies={entry.supplies} />
          </li>
        ))}
      </ul>
    ) : (
      <p className={styles.muted}>{t.sheetLogEmpty}</p>
    );
  }
  return section.entries.length > 0 ? (
    <ul className={sheet.lines}>
      {section.entries.map((entry, index) => (
        <li key={index} className={entry.crossedOut ? styles.crossed : undefined}>
          <GuideMarkupInline markup={entry.text} />
        </li>
      ))}
    </ul>
  ) : (
    <p className={styles.muted}>{t.sheetLogEmpty}</p>
  );
}

function LogSections({ campaign }: { campaign: CampaignState }) {
  const investigatorName = (code: string) => campaign.investigators.find((entry) => entry.code === code)?.name;
  return (
    <div className={sheet.columns}>
      {campaign.logSections
        .filter((section) => !section.hidden)
        .map((section) => (
          <section key={section.id} className={styles.logSection} data-testid="sheet-log-section">
            <h3>{section.title}</h3>
            <SectionLines section={section} campaign={campaign} />
            {(section.count > 0 || section.type === 'count') && (
              <p className={styles.countLine}>{t.sheetCount(section.count)}</p>
            )}
            {shownNamedCounts(section, investigatorName).map(({ name, label, value }) => (
              <p key={name} className={styles.countLine}>
                {label}: {value}
              </p>
            ))}
          </section>
        ))}
    </div>
  );
}

export function CampaignSheet({ campaignId }: { campaignId: number }) {
  const loaded = useAppStore((state) =>
    state.printCampaign?.campaignId === campaignId ? state.printCampaign : undefined,
  );
  const pool = useAppStore((state) => state.cardPool);
  if (!loaded) return <p className={styles.loading}>{t.printLoading}</p>;
  if ('error' in loaded)
    return (
      <p className={styles.loading} role="alert">
        {loaded.error.message}
      </p>
    );
  const campaign = loaded.state;
  const name = namesIn(pool);
  const after = campaign.played.length ? t.sheetCampaignDone : t.sheetNone;
  const next = campaign.nextScenario ? campaign.nextScenario.name : after;
  return (
    <article className={sheet.sheet} data-testid="campaign-sheet">
      <header className={sheet.head}>
        <h1>{campaign.name}</h1>
        <p className={sheet.facts}>
          {campaign.difficulty && (
            <span>
              {t.sheetDifficulty}: {t.difficultyLabels[campaign.difficulty] ?? campaign.difficulty}
            </span>
          )}
          <span>
            {t.sheetNextScenario}: {next}
          </span>
          {campaign.variants && (
            <span data-testid="sheet-variants">
              {t.variantsChosen}: {campaign.variants.map((id) => deVariantNames.names[id]).join(', ')}
            </span>
          )}
        </p>
      </header>
      <h2>{t.sheetInvestigators}</h2>
      <div className={styles.investigators}>
        {campaign.investigators.map((investigator) => (
          <Investigator key={investigator.code} investigator={investigator} campaign={campaign} name={name} />
        ))}
      </div>
      <h2>{t.sheetScenarios}</h2>
      <Scenarios campaign={campaign} />
      <h2>{t.sheetLog}</h2>
      <LogSections campaign={campaign} />
      <section className={styles.section} data-testid="sheet-chaos-bag">
        <h2>
          {t.sheetChaosBag} <span className={styles.muted}>({t.sheetChaosCount(campaign.chaosBag.length)})</span>
        </h2>
        <p>{chaosBagText(campaign.chaosBag)}</p>
      </section>
      {campaign.researched.length > 0 && (
        <section className={styles.section}>
          <h2>{t.sheetResearched}</h2>
          <p>{countedNames(campaign.researched, name)}</p>
        </section>
      )}
      {(campaign.rewards?.length ?? 0) > 0 && (
        <section className={styles.section}>
          <h2>{t.sheetRewards}</h2>
          <p>{countedNames(campaign.rewards ?? [], name)}</p>
        </section>
      )}
      {campaign.standaloneResults.length > 0 && (
        <section className={styles.section}>
          <h2>{t.sheetStandalone}</h2>
          <ul className={sheet.lines}>
            {campaign.standaloneResults.map((result) => (
              <li key={result.seq}>
                {result.name}: {resolutionLabel(result.resolution)}
                {result.note ? ` – ${result.note}` : ''}
              </li>
            ))}
          </ul>
        </section>
      )}
      {campaign.notes.length > 0 && (
        <section className={styles.section}>
          <h2>{t.sheetNotes}</h2>
          <ul className={sheet.lines}>
            {campaign.notes.map((note) => (
              <li key={note.seq}>{note.text}</li>
            ))}
          </ul>
        </section>
      )}
      <footer className={sheet.footer}>{t.printFooter(new Date())}</footer>
    </article>
  );
}
