import { t } from '../../i18n/messages.ts';
import { DialogIntro } from '../../ui/dialog-intro.tsx';
import { ChaosTokenCounter } from '../chaos-bag.tsx';
import type { StepProps } from './record-step-types.ts';

/** Step 6: tokens the resolution adds to the chaos bag and takes out of it. */
export function TokensStep({ draft, change }: StepProps) {
  return (
    <>
      <DialogIntro>{t.recordTokensIntro}</DialogIntro>
      <ChaosTokenCounter
        tokens={draft.tokensAdded}
        onChange={(tokensAdded) => change({ tokensAdded })}
        testId="record-tokens"
        label={t.recordTokensAdded}
      />
      <ChaosTokenCounter
        tokens={draft.tokensRemoved}
        onChange={(tokensRemoved) => change({ tokensRemoved })}
        testId="record-tokens-removed"
        label={t.recordTokensRemoved}
      />
    </>
  );
}
