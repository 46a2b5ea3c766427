import { factionLabel } from '../cards/card-labels.ts';
import { t } from '../i18n/messages.ts';
import { selectDeckCharts } from '../store/deck/deck-tool-selectors.ts';
import { useAppStore } from '../store/store-context.tsx';
import { DialogFooter } from '../ui/dialog-footer.tsx';
import { DialogIntro } from '../ui/dialog-intro.tsx';
import { ModalDialog } from '../ui/modal-dialog.tsx';
import { DeckBarChart } from './deck-bar-chart.tsx';
import styles from './deck-charts-dialog.module.css';
import tool from './deck-tool-dialog.module.css';

/** "Statistik": cost curve, skill icons and classes of the cards bought into the deck. */
export function DeckChartsDialog({ onClose }: { onClose(): void }) {
  const data = useAppStore(selectDeckCharts);
  const labels = useAppStore((state) => state.cardPool?.data.labels);
  const footer = (
    <DialogFooter submit={{ label: t.close, testId: 'close-charts', autoFocus: true, onClick: onClose }} />
  );
  return (
    <ModalDialog title={t.chartsTitle} testId="deck-charts" className={tool.wide} onClose={onClose} footer={footer}>
      <DialogIntro>{t.chartsIntro(data.copies)}</DialogIntro>
      <DeckBarChart
        title={t.chartCosts}
        testId="chart-costs"
        width={700}
        note={data.averageCost === undefined ? undefined : t.chartAverageCost(data.averageCost)}
        bars={data.costs.map((point) => ({ key: point.key, label: point.key, count: point.count }))}
      />
      <div className={styles.row}>
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
