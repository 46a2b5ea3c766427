import { t } from '../i18n/messages.ts';
import { useAppStore } from '../store/store-context.tsx';
import { IconButton } from '../ui/icon-button.tsx';
import styles from './campaign-error.module.css';

/** What main refused last, in German (from the error envelope); nothing when all went well. */
export function CampaignErrorMessage({ className }: { className?: string }) {
  const error = useAppStore((state) => state.campaignError);
  const clear = useAppStore((state) => state.clearCampaignError);
  if (!error) return null;
  return (
    <div
      className={className ? `${styles.error} ${className}` : styles.error}
      data-testid="campaign-error"
      data-code={error.code}
      role="alert"
    >
      <p>{error.message}</p>
      <IconButton label={t.errorDismiss} glyph="×" onClick={clear} />
    </div>
  );
}
