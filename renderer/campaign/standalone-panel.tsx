import type { CampaignState } from '../../shared/campaign/campaign-state.ts';
import { STANDALONE_RULE } from '../../shared/rules/standalone.ts';
import { t } from '../i18n/messages.ts';
import { RuleRefButton } from '../rules/rule-ref-button.tsx';
import { Button } from '../ui/button.tsx';
import { MutedText } from '../ui/muted-text.tsx';
import styles from './standalone-panel.module.css';

interface StandalonePanelProps {
  campaign: CampaignState;
  readOnly: boolean;
  busy: boolean;
  investigatorName(code: string): string;
  onAdd(): void;
}

/** "Wertungen": the standalone results recorded in this campaign, in the order they were played. */
export function StandalonePanel({ campaign, readOnly, busy, investigatorName, onAdd }: StandalonePanelProps) {
  const columns = t.standaloneColumns;
  return (
    <section className={styles.panel} data-testid="standalone-results">
      <div className={styles.head}>
        <MutedText>
          {t.standaloneIntro} <RuleRefButton rule={STANDALONE_RULE} />
        </MutedText>
        {!readOnly && (
          <Button type="button" data-testid="standalone-add" disabled={busy} onClick={onAdd}>
            {t.standaloneAdd}
          </Button>
        )}
      </div>
      {campaign.standaloneResults.length === 0 ? (
        <MutedText>{t.standaloneEmpty}</MutedText>
      ) : (
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">{columns.seq}</th>
              <th scope="col">{columns.scenario}</th>
              <th scope="col">{columns.resolution}</th>
              <th scope="col">{columns.xp}</th>
              <th scope="col">{columns.note}</th>
            </tr>
          </thead>
          <tbody>
            {campaign.standaloneResults.map((result) => (
              <tr key={result.seq} data-testid="standalone-result" data-seq={result.seq}>
                <MutedText as="td">{t.journalEntry(result.seq)}</MutedText>
                <td data-testid="standalone-result-scenario">{result.name}</td>
                <td data-testid="standalone-result-resolution">{result.resolution}</td>
                <td data-testid="standalone-result-xp">
                  {Object.entries(result.xp)
                    .map(([code, xp]) => t.standaloneXpOf(investigatorName(code), xp))
                    .join(', ')}
                </td>
                <td>{result.note ?? t.noneYet}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
