import { type ReactNode, useRef, useState } from 'react';
import { germanDeckProblem } from '../../shared/i18n/de/deck-problems.ts';
import { downloadJson, readFirstFile } from '../files/local-file.ts';
import { useFileDrop } from '../files/use-file-drop.ts';
import { t } from '../i18n/messages.ts';
import { cardNameIn } from '../store/deck/deck-selectors.ts';
import { useAppStore } from '../store/store-context.tsx';
import { Button } from '../ui/button.tsx';
import { MutedText } from '../ui/muted-text.tsx';
import styles from './campaign-file-actions.module.css';
import { campaignFileName } from './campaign-file-name.ts';

/** "Exportieren": the open campaign with its journal and decks as a JSON file; Electron asks where (save dialog), a browser downloads it. */
export function ExportCampaignButton({ name }: { name: string }) {
  const exportFile = useAppStore((state) => state.exportCampaignFile);
  const saveAs = useAppStore((state) => state.saveCampaignFileAs);
  // The shell that offers a folder picker (Electron) offers the save dialog with it.
  const nativeDialogs = useAppStore((state) => state.folderDialog);
  const seq = useAppStore((state) => state.campaign?.state.seq);
  // The file holds the campaign as it was then: the message goes once the campaign changes.
  const [saved, setSaved] = useState<{ file: string; seq: number | undefined }>();
  const save = async () => {
    if (nativeDialogs) {
      const path = await saveAs(campaignFileName(name));
      if (path) setSaved({ file: path, seq });
      return;
    }
    const file = await exportFile();
    if (!file) return;
    const fileName = campaignFileName(name);
    downloadJson(fileName, file);
    setSaved({ file: fileName, seq });
  };
  return (
    <>
      <Button type="button" data-testid="export-campaign" title={t.exportCampaignHint} onClick={() => void save()}>
        {t.exportCampaign}
      </Button>
      {saved && saved.seq === seq && (
        <MutedText className={styles.saved} data-testid="export-campaign-status" role="status">
          {t.exportedAs(saved.file)}
        </MutedText>
      )}
    </>
  );
}

/** Imports a campaign file's text; a file that cannot be read is refused like a bad one, in German. */
function useImportFile() {
  const importFile = useAppStore((state) => state.importCampaignFile);
  return async (files: FileList | null | undefined) => {
    if (files?.length) await importFile(await readFirstFile(files));
  };
}

/** "Kampagne importieren …": a file picker for an exported campaign, and what the last import dropped from its decks. */
export function ImportCampaignButton() {
  const input = useRef<HTMLInputElement>(null);
  const importFiles = useImportFile();
  const dropped = useAppStore((state) => state.campaignImportWarnings);
  const nameOf = cardNameIn(useAppStore((state) => state.cardPool));
  return (
    <>
      <Button
        type="button"
        data-testid="import-campaign"
        title={t.importCampaignHint}
        onClick={() => input.current?.click()}
      >
        {t.importCampaign}
      </Button>
      <input
        ref={input}
        type="file"
        accept=".json,application/json"
        hidden
        data-testid="import-campaign-file"
        onChange={(event) => {
          void importFiles(event.target.files);
          event.target.value = '';
        }}
      />
      {dropped.length > 0 && (
        <MutedText as="ul" data-testid="import-campaign-warnings" role="status">
          {dropped.map((warning) => (
            <li key={`${warning.details?.deckName}:${warning.details?.field}:${warning.cards.join(',')}`}>
              {germanDeckProblem(warning, nameOf)}
            </li>
          ))}
        </MutedText>
      )}
    </>
  );
}

/** Wraps the campaign list: a campaign file dropped anywhere on it is imported. */
export function CampaignDropZone({ children }: { children: ReactNode }) {
  const importFiles = useImportFile();
  const { over, handlers } = useFileDrop((files) => void importFiles(files));
  return (
    <div className={styles.dropZone} data-testid="campaign-drop-zone" data-over={over || undefined} {...handlers}>
      {children}
      {over && (
        <p className={styles.dropHint} data-testid="campaign-drop-hint">
          {t.importCampaignDrop}
        </p>
      )}
    </div>
  );
}
