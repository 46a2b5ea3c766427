import { useMemo, useRef, useState } from 'react';
import { EXPORT_FORMATS, type ExportFormat, exportDeck } from '../../shared/decks/deck-export.ts';
import { exportFileName, exportMimeType } from '../../shared/decks/export-file.ts';
import { EXPORT_LANGS, type ExportLang } from '../../shared/decks/export-labels.ts';
import { downloadText } from '../files/local-file.ts';
import { t } from '../i18n/messages.ts';
import { selectDeckWording } from '../store/deck/environment-selectors.ts';
import { selectExportDeck } from '../store/deck/export-selectors.ts';
import { useAppStore } from '../store/store-context.tsx';
import { Banner } from '../ui/banner.tsx';
import { Button } from '../ui/button.tsx';
import { DialogFooter } from '../ui/dialog-footer.tsx';
import { ModalDialog } from '../ui/modal-dialog.tsx';
import { RadioGroup } from '../ui/radio-group.tsx';
import { copyText } from './copy-text.ts';
import tool from './deck-tool-dialog.module.css';
import styles from './export-dialog.module.css';

type Status = { kind: 'copied' } | { kind: 'copy-failed' } | { kind: 'saved'; fileName: string } | undefined;

function statusText(status: Status): string {
  if (status?.kind === 'saved') return t.exportSaved(status.fileName);
  if (status?.kind === 'copied') return t.exportCopied;
  return status?.kind === 'copy-failed' ? t.exportCopyFailed : '';
}

/** "Exportieren": the deck list as German or English text or Markdown, or ArkhamDB JSON; copy or save. */
export function ExportDialog({ onClose }: { onClose(): void }) {
  const deck = useAppStore((state) => state.deck);
  const json = useAppStore(selectExportDeck);
  const pool = useAppStore((state) => state.cardPool);
  const wording = useAppStore(selectDeckWording);
  const [format, setFormat] = useState<ExportFormat>('text');
  const [lang, setLang] = useState<ExportLang>('de');
  const [status, setStatus] = useState<Status>();
  const field = useRef<HTMLTextAreaElement>(null);
  const result = useMemo(
    () => (json && pool ? exportDeck(json, pool, { format, lang, wording }) : undefined),
    [json, pool, format, lang, wording],
  );
  if (!deck || !result) return null;

  const output = result.ok ? result.output : '';
  const fileName = exportFileName(deck.name, format, lang);
  const choose = (next: () => void) => {
    next();
    setStatus(undefined);
  };
  const footer = (
    <DialogFooter
      note={
        <p className={styles.status} role="status" data-testid="export-status" data-kind={status?.kind}>
          {statusText(status)}
        </p>
      }
      submit={{ label: t.close, testId: 'close-export', onClick: onClose }}
    >
      <Button
        data-testid="export-copy"
        disabled={!result.ok}
        onClick={() =>
          void copyText(output, field.current).then((ok) => setStatus({ kind: ok ? 'copied' : 'copy-failed' }))
        }
      >
        {t.exportCopy}
      </Button>
      <Button
        data-testid="export-save"
        disabled={!result.ok}
        onClick={() => {
          downloadText(fileName, exportMimeType(format), output);
          setStatus({ kind: 'saved', fileName });
        }}
      >
        {t.exportSave}
      </Button>
    </DialogFooter>
  );
  return (
    <ModalDialog title={t.exportTitle} testId="export-dialog" className={tool.wide} onClose={onClose} footer={footer}>
      <div className={styles.options}>
        <RadioGroup
          legend={t.exportFormat}
          testId="export-format"
          className={styles.choice}
          options={EXPORT_FORMATS.map((value) => ({ value, label: t.exportFormats[value] }))}
          value={format}
          autoFocus
          onChange={(value) => choose(() => setFormat(value as ExportFormat))}
        />
        <RadioGroup
          legend={t.exportLang}
          testId="export-lang"
          className={styles.choice}
          options={EXPORT_LANGS.map((value) => ({ value, label: t.exportLangs[value] }))}
          value={lang}
          disabled={format === 'arkhamdb'}
          title={format === 'arkhamdb' ? t.exportLangNone : undefined}
          onChange={(value) => choose(() => setLang(value as ExportLang))}
        />
      </div>
      {result.ok ? (
        <textarea
          ref={field}
          className={styles.output}
          readOnly
          value={output}
          aria-label={t.exportOutput}
          data-testid="export-output"
          spellCheck={false}
        />
      ) : (
        <Banner tone="error">{t.exportUnknown(result.unknownCards.join(', '))}</Banner>
      )}
    </ModalDialog>
  );
}
