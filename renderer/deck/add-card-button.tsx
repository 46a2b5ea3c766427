import { useId } from 'react';
import { ruleLabel } from '../../shared/i18n/de/deck-problems.ts';
import { t } from '../i18n/messages.ts';
import { selectCopyLimit } from '../store/deck/copy-limit-selectors.ts';
import { cardNameIn } from '../store/deck/deck-selectors.ts';
import { useAppStore } from '../store/store-context.tsx';
import { IconButton } from '../ui/icon-button.tsx';
import styles from './add-card-button.module.css';

/**
 * "+" for one more copy; at a copy limit it stops and says why. aria-disabled rather than
 * disabled, so the button keeps its focus and the reason reaches a keyboard: the title on hover,
 * on keyboard focus a visible note beside the button that is also its description (aria-describedby).
 */
export function AddCardButton({ code, name }: { code: string; name: string }) {
  const addCard = useAppStore((state) => state.addCard);
  const limit = useAppStore((state) => selectCopyLimit(state, code));
  const pool = useAppStore((state) => state.cardPool);
  const reasonId = useId();
  const reason = limit
    ? t.addCardStopped(name, limit.details?.limit as number | undefined, ruleLabel(limit.rule, cardNameIn(pool)))
    : undefined;
  return (
    <span className={styles.wrap}>
      <IconButton
        label={t.addCard(name)}
        hint={reason}
        glyph="+"
        data-testid="add-card"
        aria-disabled={limit ? true : undefined}
        aria-describedby={reason ? reasonId : undefined}
        onClick={() => {
          if (!limit) addCard(code);
        }}
      />
      {reason && (
        <span id={reasonId} className={styles.reason} data-testid="add-card-reason">
          {reason}
        </span>
      )}
    </span>
  );
}
