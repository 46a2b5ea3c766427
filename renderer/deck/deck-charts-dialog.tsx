import { factionLabel } from '../cards/card-labels.ts';
import { t } from '../i18n/messages.ts';
import { selectDeckCharts } from '../store/deck/deck-tool-selectors.ts';
import { useAppStore } from '../store/store-context.tsx';
import { ModalDialog } from '../ui/modal-dialog.tsx';
import { DeckBarChart } from './deck-bar-chart.tsx';
import '../styles/deck-tools.css';
import { DialogFooter } from '../ui/dialog-footer.tsx';

/** "Statistik": cost curve, skill icons and classes of the cards bought into the deck. */
export function DeckChartsDialog({ onClose }: { onClose(): void }) {
  const data = useAppStore(selectDeckCharts);
  const labels = useAppStore((state) => state.cardPool?.data.labels);
  const footer = (
    <DialogFooter submit={{ label: t.close, testId: 'close-charts', autoFocus: true, onClick: onClose }} />
  );
  return (
    <ModalDialog title={t.chartsTitle} testId="deck-charts" onClose={onClose} footer={footer}>
      <p className="dialog-intro deck-tool-wide">{t.chartsIntro(data.copies)}</p>
      <DeckBarChart
        title={t.chartCosts}
        testId="chart-costs"
        width={700}
        note={data.averageCost === undefined ? undefined : t.chartAverageCost(data.averageCost)}
        bars={data.costs.map((point) => ({ key: point.key, label: point.key, count: point.count }))}
      />
      <div className="deck-chart-row">
        <DeckBarChart
          title={t.chartSkills}
          testId="chart-skills"
          width={340}
          bars={data.skills.map((point) => ({
            key: point.key,
            label: t.skillShort[point.key] ?? point.key,
            count: point.count,
          }))}
        />
        <DeckBarChart
          title={t.chartClasses}
          testId="chart-classes"
          width={340}
          bars={data.classes.map((point) => ({
            key: point.key,
            label: factionLabel(labels, point.key),
            count: point.count,
            faction: point.key,
          }))}
        />
      </div>
    </ModalDialog>
  );
}
