import { Bar, BarChart, CartesianGrid, Cell, LabelList, Tooltip, XAxis, YAxis } from 'recharts';
import { t } from '../i18n/messages.ts';
import styles from './deck-bar-chart.module.css';

export interface ChartBar {
  key: string;
  label: string;
  count: number;
  /** A class colour (data-faction names) instead of the accent colour. */
  faction?: string;
}

interface DeckBarChartProps {
  title: string;
  bars: readonly ChartBar[];
  testId: string;
  width: number;
  height?: number;
  /** A number in words beside the title (average cost, copies). */
  note?: string;
}

/** One bar chart of the deck (recharts), coloured by the theme's CSS variables so both designs read well. */
export function DeckBarChart({ title, bars, testId, width, height = 190, note }: DeckBarChartProps) {
  return (
    <figure className={styles.chart} data-testid={testId} data-values={bars.map((bar) => bar.count).join(',')}>
      <figcaption>
        <span className={styles.title}>{title}</span>
        {note && <span className={styles.note}>{note}</span>}
      </figcaption>
      <BarChart
        width={width}
        height={height}
        data={[...bars]}
        margin={{ top: 18, right: 6, bottom: 0, left: -24 }}
        title={title}
      >
        <CartesianGrid vertical={false} className={styles.grid} />
        <XAxis dataKey="label" tickLine={false} interval={0} />
        <YAxis allowDecimals={false} tickLine={false} width={50} />
        <Tooltip
          cursor={{ className: styles.cursor }}
          formatter={(value) => [t.chartCopies(Number(value)), '']}
          separator=""
          contentStyle={{
            background: 'var(--surface)',
            border: '1px solid var(--border)',
            borderRadius: 6,
            color: 'var(--text)',
          }}
          labelStyle={{ color: 'var(--accent-strong)', fontWeight: 600 }}
          itemStyle={{ color: 'var(--text)' }}
        />
        <Bar dataKey="count" isAnimationActive={false} maxBarSize={48}>
          {bars.map((bar) => (
            <Cell
              key={bar.key}
              className={bar.faction ? `${styles.bar} ${styles.faction}` : styles.bar}
              data-faction={bar.faction}
            />
          ))}
          <LabelList dataKey="count" position="top" className={styles.value} />
        </Bar>
      </BarChart>
    </figure>
  );
}
