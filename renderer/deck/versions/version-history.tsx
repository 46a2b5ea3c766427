import { parseExileString } from '../../../shared/decks/deck-json.ts';
import { t } from '../../i18n/messages.ts';
import { cardNameIn, cardNameWithLevelIn } from '../../store/deck/deck-selectors.ts';
import { useAppStore } from '../../store/store-context.tsx';
import { DialogFooter } from '../../ui/dialog-footer.tsx';
import { ModalDialog } from '../../ui/modal-dialog.tsx';
import { type ChangeLine, UpgradeLineItem } from './upgrade-line-item.tsx';
import lineStyles from './upgrade-lines.module.css';
import styles from './version-history.module.css';

/** What a later version changed, line by line, or that it changed nothing. */
function VersionLines({ lines, nameOf }: { lines: readonly ChangeLine[]; nameOf: (code: string) => string }) {
  if (lines.length === 0) return <p className={lineStyles.empty}>{t.upgradeNoChanges}</p>;
  return (
    <ul className={lineStyles.lines}>
      {lines.map((line, index) => (
        <UpgradeLineItem key={`${line.code}-${line.change}-${index}`} line={line} nameOf={nameOf} />
      ))}
    </ul>
  );
}

/** "Verlauf": every saved version, newest first, with its XP and what it changed. */
export function VersionHistory() {
  const entries = useAppStore((state) => state.versionHistory);
  const name = useAppStore((state) => state.deck?.name ?? '');
  const pool = useAppStore((state) => state.cardPool);
  const showHistory = useAppStore((state) => state.showVersionHistory);
  if (!entries) return null;

  const nameOf = cardNameIn(pool);
  const levelledNameOf = cardNameWithLevelIn(pool);
  const close = () => void showHistory(false);
  const footer = <DialogFooter submit={{ label: t.close, testId: 'close-history', onClick: close }} />;
  return (
    <ModalDialog title={t.historyTitle(name)} testId="version-history" onClose={close} footer={footer}>
      <ol className={styles.versions}>
        {[...entries].reverse().map(({ version, lines, withdrawn, builtOn }) => {
          const exiled = parseExileString(version.exileString);
          return (
            <li
              key={version.id}
              className={styles.version}
              data-testid="history-version"
              data-version={version.version}
              data-withdrawn={withdrawn || undefined}
            >
              <h3>
                {t.versionTitle(version.version)}
                <span className={styles.meta}>
                  {t.dateTime(version.createdAt)} · {version.locked ? t.versionLocked : t.versionOpen}
                  {builtOn !== undefined && builtOn !== version.version - 1 && ` · ${t.versionBuiltOn(builtOn)}`}
                </span>
              </h3>
              {withdrawn && (
                <p className={styles.withdrawn} data-testid="history-withdrawn">
                  {t.versionWithdrawn}
                </p>
              )}
              <p className={styles.xp} data-testid="history-xp">
                {t.versionXp(version.xpGranted, version.xpCarried, version.xpSpent)}
              </p>
              {version.xpAdjustment !== 0 && (
                <p className={styles.xp}>{t.versionAdjustment(version.xpAdjustment, version.adjustmentReason)}</p>
              )}
              {exiled.length > 0 && <p className={styles.xp}>{t.versionExiled(exiled.map(nameOf).join(', '))}</p>}
              {version.version === 1 ? (
                <p className={lineStyles.empty}>{t.versionFirst}</p>
              ) : (
                <VersionLines lines={lines} nameOf={levelledNameOf} />
              )}
            </li>
          );
        })}
      </ol>
    </ModalDialog>
  );
}
