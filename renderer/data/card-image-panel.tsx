import { useEffect } from 'react';
import { CARD_IMAGE_LIMITS_MB } from '../../shared/api/card-image-contract.ts';
import { t } from '../i18n/messages.ts';
import { useAppStore } from '../store/store-context.tsx';
import { Banner } from '../ui/banner.tsx';
import { Button } from '../ui/button.tsx';
import { Checkbox } from '../ui/checkbox.tsx';
import { DialogIntro } from '../ui/dialog-intro.tsx';
import { SelectField } from '../ui/select-field.tsx';
import styles from './card-image-panel.module.css';

/** "Kartenbilder": off by default; on, the detail panel shows images downloaded once from ArkhamDB (needs the internet). */
export function CardImagePanel() {
  const settings = useAppStore((state) => state.cardImageSettings);
  const error = useAppStore((state) => state.cardImageError);
  const load = useAppStore((state) => state.loadCardImageSettings);
  const configure = useAppStore((state) => state.configureCardImages);
  const clear = useAppStore((state) => state.clearCardImages);
  useEffect(() => void load(), [load]);
  return (
    <section className={styles.panel} aria-labelledby="card-images-title" data-testid="card-image-panel">
      <h3 id="card-images-title">{t.imagesTitle}</h3>
      <DialogIntro>{t.imagesIntro}</DialogIntro>
      <div className={styles.fields}>
        <label className={styles.toggle}>
          <Checkbox
            checked={settings?.enabled ?? false}
            disabled={!settings}
            data-testid="card-images-enabled"
            onChange={(event) => void configure({ enabled: event.target.checked })}
          />
          {t.imagesEnable}
          <span className={styles.needsInternet}>{t.imagesNeedsInternet}</span>
        </label>
        <SelectField
          label={t.imagesLimit}
          value={String(settings?.limitMb ?? 250)}
          values={CARD_IMAGE_LIMITS_MB.map((mb) => ({ value: String(mb), label: t.imagesLimitOption(mb) }))}
          disabled={!settings}
          testId="card-images-limit"
          onChange={(mb) => void configure({ limitMb: Number(mb) })}
        />
      </div>
      {settings && (
        <p className={styles.usage} data-testid="card-images-usage">
          {t.imagesUsage(settings.files, settings.bytes)}{' '}
          <Button data-testid="card-images-clear" disabled={settings.files === 0} onClick={() => void clear()}>
            {t.imagesClear}
          </Button>
        </p>
      )}
      {error && <Banner tone="error">{error.message}</Banner>}
    </section>
  );
}
