import { t } from '../i18n/messages.ts';
import { historyPoints, scenariosBy } from '../store/campaign/campaign-history.ts';
import { useAppStore } from '../store/store-context.tsx';
import { Button } from '../ui/button.tsx';
import { SelectField } from '../ui/select-field.tsx';
import styles from './campaign-history-view.module.css';
import { type JournalNames, journalText } from './journal-text.ts';

const NOW = '';

/** "Stand": the current state, after each played scenario, or after any entry that still counts. */
export function HistorySelect({ names }: { names: JournalNames }) {
  const campaign = useAppStore((state) => state.campaign);
  const view = useAppStore((state) => state.campaignView);
  const showAt = useAppStore((state) => state.showCampaignAt);
  if (!campaign) return null;
  const points = historyPoints(campaign.journal, campaign.state.played);
  const scenarioAt = view && points.some((point) => point.kind === 'scenario' && point.seq === view.seq);
  const value = view ? `${scenarioAt ? 's' : 'e'}:${view.seq}` : NOW;
  const lineText = (seq: number) => {
    const line = campaign.journal.find((entry) => entry.seq === seq);
    return line ? journalText(line, names)[0] : '';
  };
  return (
    <SelectField
      label={t.historyLabel}
      testId="history-select"
      className="history-select"
      value={value}
      onChange={(next) => void showAt(next ? Number(next.slice(2)) : undefined)}
    >
      <option value={NOW}>{t.historyNow}</option>
      {points.map((point) =>
        point.kind === 'scenario' ? (
          <option key={`s:${point.seq}`} value={`s:${point.seq}`}>
            {t.historyAfterScenario(point.n, point.name)}
          </option>
        ) : (
          <option key={`e:${point.seq}`} value={`e:${point.seq}`}>
            {t.historyAfterEntry(point.seq, lineText(point.seq))}
          </option>
        ),
      )}
    </SelectField>
  );
}

/** Across the top while looking back: which state this is, that it cannot be changed, and the way back. */
export function HistoryBanner() {
  const view = useAppStore((state) => state.campaignView);
  const played = useAppStore((state) => state.campaign?.state.played);
  const showAt = useAppStore((state) => state.showCampaignAt);
  if (!view) return null;
  return (
    <div className={styles.banner} data-testid="history-banner" role="status">
      <p>{t.historyBanner(view.seq, scenariosBy(played ?? [], view.seq))}</p>
      <Button type="button" data-testid="history-back" onClick={() => void showAt(undefined)}>
        {t.historyBack}
      </Button>
    </div>
  );
}
