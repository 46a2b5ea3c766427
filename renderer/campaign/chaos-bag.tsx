import { CHAOS_TOKENS, type ChaosToken } from '../../shared/campaign/campaign-definition.ts';
import { CARD_ICONS } from '../cards/card-icons.ts';
import { t } from '../i18n/messages.ts';
import { tokenCounts } from '../store/campaign/campaign-selectors.ts';
import { IconButton } from '../ui/icon-button.tsx';
import { MutedText } from '../ui/muted-text.tsx';
import styles from './chaos-bag.module.css';
import { tokenLabel } from './chaos-tokens.ts';

/** One chaos token as a round chip: the number, or the symbol with its German name. */
export function ChaosTokenChip({ token, large = false }: { token: ChaosToken; large?: boolean }) {
  const icon = CARD_ICONS[token];
  return (
    <span
      className={large ? `${styles.token} ${styles.large}` : styles.token}
      data-token={token}
      title={tokenLabel(token)}
      aria-label={tokenLabel(token)}
      role="img"
    >
      {icon ? icon.glyph : tokenLabel(token)}
    </span>
  );
}

/** The bag's contents, grouped: "−1 ×3". */
export function ChaosBagView({ tokens, testId }: { tokens: readonly ChaosToken[]; testId: string }) {
  const counts = tokenCounts(tokens);
  if (counts.length === 0) return <MutedText data-testid={testId}>{t.chaosBagEmpty}</MutedText>;
  return (
    <ul className={styles.bag} data-testid={testId} aria-label={t.chaosBagCount(tokens.length)}>
      {counts.map(({ token, count }) => (
        <li key={token} data-token={token} data-count={count}>
          <ChaosTokenChip token={token} />
          {count > 1 && <span className={styles.tokenCount}>×{count}</span>}
        </li>
      ))}
    </ul>
  );
}

interface ChaosTokenCounterProps {
  tokens: readonly ChaosToken[];
  onChange(tokens: ChaosToken[]): void;
  testId: string;
  label: string;
}

/** Every kind of token with − and + buttons: the whole bag, or the tokens a scenario adds. */
export function ChaosTokenCounter({ tokens, onChange, testId, label }: ChaosTokenCounterProps) {
  const remove = (token: ChaosToken) => {
    const index = tokens.lastIndexOf(token);
    if (index >= 0) onChange(tokens.filter((_, i) => i !== index));
  };
  return (
    <fieldset className={styles.counter} data-testid={testId}>
      <legend>
        {label} <MutedText as="span">({t.chaosBagCount(tokens.length)})</MutedText>
      </legend>
      <div className={styles.grid}>
        {CHAOS_TOKENS.map((token) => {
          const count = tokens.filter((entry) => entry === token).length;
          const name = tokenLabel(token);
          return (
            <span
              key={token}
              className={styles.cell}
              data-testid="token-counter-cell"
              data-token={token}
              data-count={count}
              data-empty={count === 0 || undefined}
            >
              <ChaosTokenChip token={token} />
              <IconButton
                label={t.tokenRemove(name)}
                glyph="−"
                data-testid="token-remove"
                disabled={count === 0}
                onClick={() => remove(token)}
              />
              <span className={styles.value}>{count}</span>
              <IconButton
                label={t.tokenAdd(name)}
                glyph="+"
                data-testid="token-add"
                onClick={() => onChange([...tokens, token])}
              />
            </span>
          );
        })}
      </div>
    </fieldset>
  );
}
