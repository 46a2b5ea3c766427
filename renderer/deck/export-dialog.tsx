import { useMemo, useRef, useState } from 'react';
import { EXPORT_FORMATS, type ExportFormat, exportDeck } from '../../shared/decks/deck-export.ts';
import { exportFileName, exportMimeType } from '../../shared/decks/export-file.ts';
import { EXPORT_LANGS, type ExportLang } from '../../shared/decks/export-labels.ts';
import { downloadText } from '../files/local-file.ts';
import { t } from '../i18n/messages.ts';
import { selectDeckWording } from '../store/deck/environment-selectors.ts';
import { selectExportDeck } from '../store/deck/export-selectors.ts';
import { useAppStore } from '../store/store-context.tsx';
import { ModalDialog } from '../ui/modal-dialog.tsx';
import { copyText } from './copy-text.ts';
import '../styles/deck-tools.css';
import { Banner } from '../ui/banner.tsx';
import { Button } from '../ui/button.tsx';
import { DialogFooter } from '../ui/dialog-footer.tsx';

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
        <p className="export-status" role="status" data-testid="export-status" data-kind={status?.kind}>
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
    <ModalDialog title={t.exportTitle} testId="export-dialog" onClose={onClose} footer={footer}>
      <div className="export-options deck-tool-wide">
        <fieldset className="export-choice">
          <legend>{t.exportFormat}</legend>
          {EXPORT_FORMATS.map((value, index) => (
            <label key={value}>
              <input
                type="radio"
                name="export-format"
                value={value}
                checked={format === value}
                autoFocus={index === 0}
                data-testid={`export-format-${value}`}
                onChange={() => choose(() => setFormat(value))}
              />
              {t.exportFormats[value]}
            </label>
          ))}
        </fieldset>
        <fieldset
          className="export-choice"
          disabled={format === 'arkhamdb'}
          title={format === 'arkhamdb' ? t.exportLangNone : undefined}
        >
          <legend>{t.exportLang}</legend>
          {EXPORT_LANGS.map((value) => (
            <label key={value}>
              <input
                type="radio"
                name="export-lang"
                value={value}
                checked={lang === value}
                data-testid={`export-lang-${value}`}
                onChange={() => choose(() => setLang(value))}
              />
              {t.exportLangs[value]}
            </label>
          ))}
        </fieldset>
      </div>
      {result.ok ? (
        <textarea
          ref={field}
          className="export-output"
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
