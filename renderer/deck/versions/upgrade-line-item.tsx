import { t } from '../../i18n/messages.ts';
import styles from './upgrade-lines.module.css';

/** What the XP rules and the saved history both report per change (UpgradeLine, history line). */
export interface ChangeLine {
  code: string;
  change: string;
  copies: number;
  xp: number;
  from?: string;
  adjustments?: { code: string; xp: number }[];
  /** A change in ‖Jim Culver's spirit deck. */
  deck?: 'extra';
}

function changeLabel(line: ChangeLine, nameOf: (code: string) => string): string {
  switch (line.change) {
    case 'new':
      return t.changeNew;
    case 'upgrade':
      return t.changeUpgrade(line.from ? nameOf(line.from) : '?');
    case 'customize':
      return t.changeCustomize;
    case 'free':
      return t.changeFree;
    default:
      return t.changeRemoved;
  }
}

/** One change of an upgrade: copies, German card name, kind of change, XP and discounts. */
export function UpgradeLineItem({ line, nameOf }: { line: ChangeLine; nameOf: (code: string) => string }) {
  return (
    <li className={styles.line} data-testid="upgrade-line" data-code={line.code} data-change={line.change}>
      <span data-testid="upgrade-line-name">
        {line.copies}× {nameOf(line.code)}
      </span>
      <span className={styles.change}>
        {line.deck === 'extra' ? t.spiritDeckChange(changeLabel(line, nameOf)) : changeLabel(line, nameOf)}
      </span>
      <span className={styles.xp} data-testid="upgrade-line-xp">
        {t.lineXp(line.xp)}
      </span>
      {line.adjustments && line.adjustments.length > 0 && (
        <span className={styles.adjustments}>
          {line.adjustments.map((entry) => t.lineAdjustment(entry.xp, nameOf(entry.code))).join(' · ')}
        </span>
      )}
    </li>
  );
}
