import { BrowserPane } from './browser-pane.tsx';
import styles from './card-browser.module.css';
import { CardDetail } from './card-detail.tsx';
import { EncounterToggle } from './encounter-toggle.tsx';

/** Search and filters with the card list on the left, the selected card on the right. */
export function CardBrowser() {
  return (
    <div className={styles.browser}>
      <BrowserPane toolbar={<EncounterToggle />} />
      <CardDetail />
    </div>
  );
}
