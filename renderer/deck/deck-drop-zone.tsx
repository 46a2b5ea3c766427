import type { ReactNode } from 'react';
import { useTextFileDrop } from '../files/use-file-drop.ts';
import { t } from '../i18n/messages.ts';
import { useAppStore } from '../store/store-context.tsx';
import styles from './deck-drop-zone.module.css';

/** The deck screen: a deck file dropped anywhere on it opens "Deck importieren" with its preview. */
export function DeckDropZone({ children }: { children: ReactNode }) {
  const open = useAppStore((state) => state.openDeckImport);
  const setText = useAppStore((state) => state.setImportText);
  const { over, handlers } = useTextFileDrop((text, fileName) => {
    open();
    setText(text, fileName);
  });
  return (
    <div className={styles.zone} data-testid="deck-drop-zone" data-over={over || undefined} {...handlers}>
      {children}
      {over && <p className={styles.hint}>{t.importDeckDrop}</p>}
    </div>
  );
}
