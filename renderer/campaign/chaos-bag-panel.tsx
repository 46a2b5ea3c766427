import { useState } from 'react';
import type { ChaosToken } from '../../shared/campaign/campaign-definition.ts';
import { t } from '../i18n/messages.ts';
import { drawChaosToken } from '../store/campaign/chaos-bag-changes.ts';
import { useAppStore } from '../store/store-context.tsx';
import { Button } from '../ui/button.tsx';
import { MutedText } from '../ui/muted-text.tsx';
import { ChaosBagView, ChaosTokenChip } from './chaos-bag.tsx';
import { ChaosBagEditDialog } from './chaos-bag-edit-dialog.tsx';
import styles from './chaos-bag-panel.module.css';
import { tokenLabel } from './chaos-tokens.ts';

const KEPT = 8;

/** A number in [0, 1) from the browser's cryptographic source: every token equally likely. */
function random(): number {
  const [value] = crypto.getRandomValues(new Uint32Array(1));
  return value! / 2 ** 32;
}

/** "Chaosbeutel": its tokens, a draw shown big (the token goes straight back), and editing. */
export function ChaosBagPanel({ tokens, readOnly }: { tokens: readonly ChaosToken[]; readOnly: boolean }) {
  const busy = useAppStore((state) => state.campaignBusy);
  const clearError = useAppStore((state) => state.clearCampaignError);
  const [drawn, setDrawn] = useState<ChaosToken[]>([]);
  const [editing, setEditing] = useState(false);
  const draw = () => {
    const token = drawChaosToken(tokens, random);
    if (token) setDrawn([token, ...drawn].slice(0, KEPT));
  };
  const [last, ...before] = drawn;
  return (
    <div className={styles.panel}>
      <div className={styles.head}>
        <ChaosBagView tokens={tokens} testId="bag-panel-tokens" />
        <div className={styles.actions}>
          <Button type="button" variant="primary" data-testid="bag-draw" disabled={tokens.length === 0} onClick={draw}>
            {last ? t.bagDrawAgain : t.bagDraw}
          </Button>
          {!readOnly && (
            <Button
              type="button"
              data-testid="bag-edit"
              disabled={busy}
              onClick={() => {
                clearError();
                setEditing(true);
              }}
            >
              {t.bagEdit}
            </Button>
          )}
        </div>
      </div>
      {last && (
        <div className={styles.drawn} data-testid="bag-drawn" data-token={last} aria-live="polite" key={drawn.length}>
          <span className={styles.drawnLabel}>{t.bagDrawn}</span>
          <span>
            <ChaosTokenChip token={last} large />
          </span>
          <span className={styles.drawnName} data-testid="bag-drawn-name">
            {tokenLabel(last)}
          </span>
        </div>
      )}
      {before.length > 0 && (
        <MutedText>
          {t.bagDrawnBefore}: {before.map(tokenLabel).join(' · ')}
        </MutedText>
      )}
      <MutedText>{t.bagDrawHint}</MutedText>
      {editing && <ChaosBagEditDialog tokens={tokens} onClose={() => setEditing(false)} />}
    </div>
  );
}
