import {
  boxesAfterClick,
  customizationSheet,
  withChecked,
  withChoice,
} from '../../shared/decks/customization-sheet.ts';
import { customizationsFor, formatCustomizations } from '../../shared/rules/customizations.ts';
import { cardName } from '../cards/card-labels.ts';
import { CardText } from '../cards/card-text.tsx';
import { t } from '../i18n/messages.ts';
import { useAppStore } from '../store/store-context.tsx';
import { Checkbox } from '../ui/checkbox.tsx';
import { DialogFooter } from '../ui/dialog-footer.tsx';
import { DialogIntro } from '../ui/dialog-intro.tsx';
import { ModalDialog } from '../ui/modal-dialog.tsx';
import { CustomizationChoice } from './customization-choice.tsx';
import styles from './customization-sheet.module.css';
import tool from './deck-tool-dialog.module.css';

/**
 * The upgrade sheet of a customizable card (rules.json `Customizable`): boxes to check at 1 XP
 * each, the level that follows, and the choices options ask for. Every change is one deck edit
 * (`meta.cus_<code>`), validated and priced live like any other; undo takes it back.
 */
export function CustomizationSheet({ code, onClose }: { code: string; onClose(): void }) {
  const pool = useAppStore((state) => state.cardPool);
  const tabooId = useAppStore((state) => state.deck?.tabooId ?? null);
  const value = useAppStore((state) => state.deck?.meta[`cus_${code}`]);
  const setCustomization = useAppStore((state) => state.setCustomization);
  const card = pool?.withTaboo(tabooId)(code);
  if (!card?.customization_options) return null;

  const entries = customizationsFor(value === undefined ? {} : { [`cus_${code}`]: value }, code);
  const sheet = customizationSheet(card, entries);
  const name = cardName(card);
  const write = (next: typeof entries) => setCustomization(code, formatCustomizations(next));
  const footer = <DialogFooter submit={{ label: t.close, testId: 'close-customization', onClick: onClose }} />;
  return (
    <ModalDialog
      title={t.customizeTitle(name)}
      testId="customization-sheet"
      className={tool.wide}
      onClose={onClose}
      footer={footer}
    >
      <DialogIntro>{t.customizeIntro}</DialogIntro>
      <p className={styles.summary} data-testid="customization-summary" role="status">
        {t.customizeSummary(sheet.xp, sheet.level)}
      </p>
      <ol className={styles.options}>
        {sheet.options.map((option) => (
          <li
            key={option.index}
            className={styles.option}
            data-testid="customization-option"
            data-index={option.index}
            data-taken={option.boxes > 0 && option.checked === option.boxes ? true : undefined}
          >
            <span className={styles.boxes}>
              {Array.from({ length: option.boxes }, (_, i) => (
                <Checkbox
                  key={i}
                  checked={i < option.checked}
                  aria-label={t.customizeBox(i + 1, option.boxes, option.name ?? name)}
                  data-testid={`customization-box-${option.index}`}
                  onChange={() => write(withChecked(entries, option.index, boxesAfterClick(option.checked, i + 1)))}
                />
              ))}
              {option.boxes > 0 && <span className={styles.xp}>{t.lineXp(option.boxes)}</span>}
            </span>
            <span>
              {option.name && <b>{option.name}. </b>}
              <CardText className={styles.line} markup={option.text} />
              {option.choice && (
                <CustomizationChoice
                  card={card}
                  choice={option.choice}
                  optionIndex={option.index}
                  onChange={(values) => write(withChoice(entries, option.index, values))}
                />
              )}
            </span>
          </li>
        ))}
      </ol>
    </ModalDialog>
  );
}
