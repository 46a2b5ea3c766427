import { germanErrorMessage } from '../../../shared/i18n/de/app-errors.ts';
import { cardName, cardSubname } from '../../cards/card-labels.ts';
import { FactionBadge } from '../../cards/faction-badge.tsx';
import { CardSubname } from '../../cards/name-marks.tsx';
import { t } from '../../i18n/messages.ts';
import { selectImportCheck } from '../../store/deck-import/deck-import-selectors.ts';
import { useAppStore } from '../../store/store-context.tsx';
import { DeckProblems } from '../deck-problems.tsx';
import styles from './deck-import-preview.module.css';

/** What an import would write: the refusal in German, or investigator, count, XP, versions and the rule problems. */
export function DeckImportPreview() {
  const check = useAppStore(selectImportCheck);
  const draft = useAppStore((state) => state.deckImport);
  const labels = useAppStore((state) => state.cardPool?.data.labels);
  const setName = useAppStore((state) => state.setImportName);
  if (!draft) return null;
  if (!check) return <p className={styles.muted}>{t.importNothing}</p>;
  if (!check.ok) {
    return (
      <section className={styles.refused} data-testid="import-refused" role="alert">
        <h3>{t.importRefused}</h3>
        <ul>
          {check.problems.map((problem) => (
            <li key={problem.code} data-testid="import-refusal" data-code={problem.code}>
              {germanErrorMessage(problem.code, problem.details)}
            </li>
          ))}
        </ul>
      </section>
    );
  }
  const { plan, preview, investigator } = check;
  const latest = plan.decks.at(-1)!;
  return (
    <section className={styles.preview} data-testid="import-preview" data-faction={investigator?.faction_code}>
      <h3>{t.importPreviewTitle}</h3>
      <div className={styles.investigator}>
        {investigator && <FactionBadge code={investigator.faction_code} labels={labels} />}
        <div>
          <p className={styles.investigatorName} data-testid="import-investigator">
            {investigator ? cardName(investigator) : plan.investigatorCode}
            {investigator && <CardSubname text={cardSubname(investigator)} />}
          </p>
          <p className={styles.facts} data-testid="import-facts">
            {[
              preview && t.importCards(preview.deckSize, preview.size, preview.cards),
              preview && t.importXp(preview.xp),
              check.parallel ? t.importParallel : undefined,
              t.importVersions(plan.decks.length),
              latest.taboo_id !== null ? t.importTaboo(latest.taboo_id) : undefined,
              draft.online ? t.importSource('online') : t.importSource(plan.source),
            ]
              .filter(Boolean)
              .join(' · ')}
          </p>
        </div>
      </div>
      <label className={styles.name}>
        {t.importName}
        <input
          type="text"
          value={draft.name}
          placeholder={plan.name ?? (investigator ? cardName(investigator) : '')}
          maxLength={200}
          data-testid="import-name"
          onChange={(event) => setName(event.target.value)}
        />
      </label>
      {preview && <DeckProblems problems={preview.problems} warnings={preview.warnings} />}
      {preview && preview.problems.length > 0 && <p className={styles.muted}>{t.importInvalidNote}</p>}
    </section>
  );
}
