import { useEffect, useRef, useState } from 'react';
import type { PackGroup } from '../../shared/cards/pack-groups.ts';
import { t } from '../i18n/messages.ts';
import { selectPackGroups } from '../store/cards/browser-selectors.ts';
import { useAppStore } from '../store/store-context.tsx';
import { Banner } from '../ui/banner.tsx';
import { Button } from '../ui/button.tsx';
import { Checkbox } from '../ui/checkbox.tsx';
import { DialogFooter } from '../ui/dialog-footer.tsx';
import { DialogIntro } from '../ui/dialog-intro.tsx';
import { ModalDialog } from '../ui/modal-dialog.tsx';
import { NumberField } from '../ui/number-field.tsx';
import styles from './collection-dialog.module.css';

/** The core set, what "nur Grundspiel" marks (packs.json `core`). */
const CORE_SET = 'core';

/** A cycle's box: checked when all its packs are, mixed when some are. */
function CycleBox({
  group,
  owned,
  onChange,
}: {
  group: PackGroup;
  owned: ReadonlySet<string>;
  onChange(on: boolean): void;
}) {
  const ref = useRef<HTMLInputElement>(null);
  const count = group.packs.filter((pack) => owned.has(pack.code)).length;
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = count > 0 && count < group.packs.length;
  }, [count, group.packs.length]);
  return (
    <label className={styles.cycleName}>
      <Checkbox
        ref={ref}
        checked={count === group.packs.length}
        aria-label={t.collectionCycle(group.name)}
        data-testid={`collection-cycle-${group.code}`}
        onChange={(event) => onChange(event.target.checked)}
      />
      {group.name}
    </label>
  );
}

/** "Sammlung": the owned packs by cycle (German names), with "alles" and "nur Grundspiel"; saved in the database. */
export function CollectionDialog({ onClose }: { onClose(): void }) {
  const groups = useAppStore(selectPackGroups);
  const saved = useAppStore((state) => state.ownedPacks);
  const error = useAppStore((state) => state.collectionError);
  const savedCopies = useAppStore((state) => state.packCopies);
  const saveCollection = useAppStore((state) => state.saveCollection);
  const [owned, setOwned] = useState<ReadonlySet<string> | null>(saved ? new Set(saved) : null);
  const [copies, setCopies] = useState<Readonly<Record<string, number>>>(savedCopies);
  const [touched, setTouched] = useState(false);
  // The collection arrives after the dialog opened the first time.
  useEffect(() => {
    if (touched) return;
    setOwned(saved ? new Set(saved) : null);
    setCopies(savedCopies);
  }, [saved, savedCopies, touched]);
  const all = groups.flatMap((group) => group.packs.map((pack) => pack.code));
  const marked = owned ?? new Set<string>();
  const change = (next: ReadonlySet<string> | null) => {
    setTouched(true);
    setOwned(next);
  };
  const toggle = (codes: readonly string[], on: boolean) => {
    const next = new Set(marked);
    for (const code of codes) {
      if (on) next.add(code);
      else next.delete(code);
    }
    change(next);
  };
  const footer = (
    <DialogFooter
      cancel={{ label: t.collectionCancel, onClick: onClose }}
      submit={{
        label: t.collectionSave,
        testId: 'collection-save',
        onClick: () =>
          void saveCollection(owned && owned.size > 0 ? [...owned] : null, copies).then((ok) => ok && onClose()),
      }}
    />
  );
  return (
    <ModalDialog title={t.collectionTitle} testId="collection-dialog" wide onClose={onClose} footer={footer}>
      <DialogIntro>{t.collectionIntro}</DialogIntro>
      <div className={styles.shortcuts}>
        <Button data-testid="collection-all" onClick={() => change(new Set(all))}>
          {t.collectionAll}
        </Button>
        <Button data-testid="collection-core" onClick={() => change(new Set([CORE_SET]))}>
          {t.collectionCoreOnly}
        </Button>
        <Button data-testid="collection-none" onClick={() => change(null)}>
          {t.collectionNone}
        </Button>
        <span className={styles.count} data-testid="collection-count" role="status">
          {owned && owned.size > 0 ? t.collectionCount(owned.size, all.length) : t.collectionUnset}
        </span>
      </div>
      {error && <Banner tone="error">{error.message}</Banner>}
      <div className={styles.cycles}>
        {groups.map((group) => (
          <fieldset key={group.code} className={styles.cycle}>
            <legend>
              <CycleBox
                group={group}
                owned={marked}
                onChange={(on) =>
                  toggle(
                    group.packs.map((p) => p.code),
                    on,
                  )
                }
              />
            </legend>
            {group.packs.map((pack) => (
              <div key={pack.code} className={styles.packLine}>
                <label className={styles.pack}>
                  <Checkbox
                    checked={marked.has(pack.code)}
                    data-testid={`collection-pack-${pack.code}`}
                    onChange={(event) => toggle([pack.code], event.target.checked)}
                  />
                  {pack.name}
                </label>
                {marked.has(pack.code) && (
                  <NumberField
                    label={t.collectionPackCopies(pack.name)}
                    hideLabel
                    value={String(copies[pack.code] ?? 1)}
                    min={1}
                    max={9}
                    testId={`collection-copies-${pack.code}`}
                    onChange={(text) => {
                      setTouched(true);
                      const boxes = Math.max(1, Math.min(9, Math.trunc(Number(text)) || 1));
                      setCopies({ ...copies, [pack.code]: boxes });
                    }}
                  />
                )}
              </div>
            ))}
          </fieldset>
        ))}
      </div>
    </ModalDialog>
  );
}
