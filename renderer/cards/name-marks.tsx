import { t } from '../i18n/messages.ts';
import styles from './name-marks.module.css';

/** ✦ before a unique card's name. */
export function UniqueMark() {
  return (
    <span className={styles.unique} title={t.detailUnique}>
      ✦
    </span>
  );
}

/** A card's subtitle after its name, set apart in italics; nothing for a card without one. */
export function CardSubname({ text }: { text: string | undefined }) {
  return text ? <span className={styles.subname}>{text}</span> : null;
}
