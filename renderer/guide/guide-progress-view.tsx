import { resolutionLabel } from '../../shared/i18n/de/guide-texts.ts';
import { t } from '../i18n/messages.ts';
import { MutedText } from '../ui/muted-text.tsx';
import type { ProgressChips } from './guide-progress-chips.ts';
import styles from './guide-progress-view.module.css';

const MARK_LABELS = {
  done: t.guideProgressDone,
  current: t.guideProgressCurrent,
  skipped: t.guideProgressSkipped,
  later: t.guideProgressLater,
} as const;
const MARK_GLYPHS = { done: '✓', current: '▶', skipped: '⤼', later: '·' } as const;

/** The campaign's scenarios in order: played (with resolution), skipped, now, later; how many are played. */
export function GuideProgressView({ chips }: { chips: ProgressChips }) {
  const { entries, played, total } = chips;
  return (
    <nav className={styles.progress} aria-label={t.guideProgress} data-testid="guide-progress">
      <MutedText as="span" className={styles.count} data-testid="guide-progress-count">
        {t.guideProgressCount(played, total)}
      </MutedText>
      <ol>
        {entries.map((entry) => (
          <li key={entry.id} data-mark={entry.mark} aria-current={entry.mark === 'current' ? 'step' : undefined}>
            <span aria-hidden="true">{MARK_GLYPHS[entry.mark]}</span>
            <span className={styles.name} data-testid="guide-progress-name">
              {entry.name}
            </span>
            <span className={styles.state} data-testid="guide-progress-state">
              {'– '}
              {entry.resolution ? resolutionLabel(entry.resolution) : MARK_LABELS[entry.mark]}
            </span>
          </li>
        ))}
      </ol>
    </nav>
  );
}
