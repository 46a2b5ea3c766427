import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { inertAround } from './inert-around.ts';
import styles from './modal-dialog.module.css';

interface ModalDialogProps {
  title: string;
  testId: string;
  /** Extra class on the dialog box: one that sets --dialog-width (or --dialog-height, --dialog-min-height). */
  className?: string;
  /** 920 px instead of 560 px: for forms side by side, lists, tables. */
  wide?: boolean;
  /** Extra class on the scrolling body. */
  bodyClassName?: string;
  onClose(): void;
  children: ReactNode;
  footer: ReactNode;
}

/** What Tab reaches: controls taken out of the tab order (a number field's − and +) are not. */
const FOCUSABLE = [
  'button:not(:disabled)',
  'input:not(:disabled)',
  'select:not(:disabled)',
  'textarea:not(:disabled)',
  'a[href]',
  '[tabindex]',
]
  .map((selector) => `${selector}:not([tabindex="-1"])`)
  .join(', ');

/** What Tab may reach inside `box`, in document order. */
const focusables = (box: HTMLElement | null) =>
  [...(box?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? [])].filter((element) => element.offsetParent !== null);

/**
 * A centred dialog over the current screen; Escape and the backdrop close it. Tab stays inside
 * (WAI-ARIA dialog pattern) and focus goes back to what opened it once it closes. The screen
 * behind is inert: with focus lost (a button that removed itself), Shift+Tab cannot reach it.
 */
export function ModalDialog({
  title,
  testId,
  className,
  wide = false,
  bodyClassName,
  onClose,
  children,
  footer,
}: ModalDialogProps) {
  const titleId = useId();
  const box = useRef<HTMLDivElement>(null);
  const backdrop = useRef<HTMLDivElement>(null);
  // Read while rendering: by the time effects run, a field's autoFocus has already moved focus.
  const [opener] = useState(() => document.activeElement as HTMLElement | null);
  useEffect(() => {
    const onKeyDown = (event: globalThis.KeyboardEvent) => event.key === 'Escape' && onClose();
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [onClose]);
  useEffect(() => inertAround(backdrop.current), []);
  useEffect(() => {
    const node = box.current;
    if (!node?.contains(document.activeElement)) focusables(node)[0]?.focus();
    return () => {
      // Only once the dialog is really gone (StrictMode re-runs effects on a mounted one).
      if (!node?.isConnected && opener?.isConnected) opener.focus();
    };
  }, [opener]);
  const trapTab = (event: KeyboardEvent) => {
    if (event.key !== 'Tab') return;
    const items = focusables(box.current);
    const first = items[0];
    const last = items.at(-1);
    if (!first || !last) return;
    const inside = box.current?.contains(document.activeElement);
    if (event.shiftKey && (document.activeElement === first || !inside)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && (document.activeElement === last || !inside)) {
      event.preventDefault();
      first.focus();
    }
  };
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: a click beside the dialog closes it; the keyboard has Escape inside the dialog
    <div
      ref={backdrop}
      className={styles.backdrop}
      onMouseDown={(event) => event.target === event.currentTarget && onClose()}
    >
      <div
        ref={box}
        className={[styles.dialog, wide && styles.wide, className].filter(Boolean).join(' ')}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        data-testid={testId}
        onKeyDown={trapTab}
      >
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        <div className={bodyClassName ? `${styles.body} ${bodyClassName}` : styles.body} data-testid={`${testId}-body`}>
          {children}
        </div>
        <div className={styles.footer}>{footer}</div>
      </div>
    </div>
  );
}
