import { lazy, Suspense, useState } from 'react';
import { t } from '../i18n/messages.ts';
import { PrintDeckButton } from '../print/print-buttons.tsx';
import { Button } from '../ui/button.tsx';
import styles from './deck-tools.module.css';
import { DrawOddsDialog } from './draw-odds-dialog.tsx';
import { ExportDialog } from './export-dialog.tsx';
import { DeckImportButton } from './import/deck-import-button.tsx';
import { NotesDialog } from './notes-dialog.tsx';

type Tool = 'charts' | 'draw' | 'export' | 'notes';

// The chart library is loaded when the charts are first opened, not with the app.
const DeckChartsDialog = lazy(() =>
  import('./deck-charts-dialog.tsx').then((module) => ({ default: module.DeckChartsDialog })),
);

/** "Statistik", "Starthand" and "Exportieren", each in a dialog of its own; "Drucken" (print view) and "Importieren …". */
export function DeckTools() {
  const [open, setOpen] = useState<Tool>();
  const close = () => setOpen(undefined);
  const button = (tool: Tool, label: string, hint: string) => (
    <Button data-testid={`tool-${tool}`} title={hint} onClick={() => setOpen(tool)}>
      {label}
    </Button>
  );
  return (
    <div className={styles.tools}>
      {button('charts', t.toolCharts, t.toolChartsHint)}
      {button('draw', t.toolDraw, t.toolDrawHint)}
      {button('notes', t.toolNotes, t.toolNotesHint)}
      {button('export', t.toolExport, t.toolExportHint)}
      <PrintDeckButton />
      <DeckImportButton testId="tool-import" label={t.toolImport} />
      {open === 'charts' && (
        <Suspense fallback={null}>
          <DeckChartsDialog onClose={close} />
        </Suspense>
      )}
      {open === 'draw' && <DrawOddsDialog onClose={close} />}
      {open === 'export' && <ExportDialog onClose={close} />}
      {open === 'notes' && <NotesDialog onClose={close} />}
    </div>
  );
}
