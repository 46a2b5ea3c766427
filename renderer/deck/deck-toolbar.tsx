import { t } from '../i18n/messages.ts';
import { selectStandaloneWeaknessNeed } from '../store/deck/standalone-selectors.ts';
import { useAppStore } from '../store/store-context.tsx';
import { Button } from '../ui/button.tsx';
import { SelectField } from '../ui/select-field.tsx';
import styles from './deck-toolbar.module.css';

const NONE = '';

/** Taboo list, the random weakness draw and the standalone table's extra weaknesses. */
export function DeckToolbar({ tabooId, placeholders }: { tabooId: number | null; placeholders: number }) {
  const taboos = useAppStore((state) => state.cardPool?.data.taboos);
  const setTaboo = useAppStore((state) => state.setTaboo);
  const drawWeakness = useAppStore((state) => state.drawWeakness);
  const drawStandalone = useAppStore((state) => state.drawStandaloneWeaknesses);
  const standalone = useAppStore(selectStandaloneWeaknessNeed);
  const choices = [
    { value: NONE, label: t.tabooNone },
    ...[...(taboos ?? [])]
      .sort((a, b) => b.date_start.localeCompare(a.date_start))
      .map((list) => ({ value: String(list.id), label: t.tabooName(list.date_start) })),
  ];

  return (
    <div className={styles.toolbar}>
      <SelectField
        label={t.tabooLabel}
        testId="taboo-select"
        value={tabooId === null ? NONE : String(tabooId)}
        values={choices}
        onChange={(value) => setTaboo(value === NONE ? null : Number(value))}
      />
      <Button
        data-testid="draw-weakness"
        disabled={placeholders === 0}
        title={t.drawWeaknessHint}
        onClick={() => drawWeakness(Date.now())}
      >
        {t.drawWeakness}
      </Button>
      <Button
        data-testid="draw-standalone-weaknesses"
        data-missing={standalone?.missing ?? 0}
        disabled={!standalone?.missing}
        title={standalone ? t.drawStandaloneWeaknessesHint(standalone.xp, standalone.extra) : t.standaloneTooMuchXp}
        onClick={() => drawStandalone(Date.now())}
      >
        {t.drawStandaloneWeaknesses(standalone?.missing ?? 0)}
      </Button>
    </div>
  );
}
