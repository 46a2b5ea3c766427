import { DataDialog } from '../data/data-dialog.tsx';

/** "Kartendaten …" in the campaign list opens "Daten & Sicherungen", the one place for card data and backups. */
export function CardDataDialog({ onClose }: { onClose(): void }) {
  return <DataDialog onClose={onClose} />;
}
