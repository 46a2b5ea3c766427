import { useEffect, useId, type ReactNode } from 'react';

interface ModalDialogProps {
  title: string;
  testId: string;
  /** Extra class on the dialog box, e.g. a wider one for tables. */
  className?: string;
  onClose(): void;
  children: ReactNode;
  footer: ReactNode;
}

/** A centred dialog over the current screen; Escape and the backdrop close it. */
export function ModalDialog({ title, testId, className, onClose, children, footer }: ModalDialogProps) {
  const titleId = useId();
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => event.key === 'Escape' && onClose();
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [onClose]);
  return (
    <div className="dialog-backdrop" onMouseDown={(event) => event.target === event.currentTarget && onClose()}>
      <div className={className ? `dialog ${className}` : 'dialog'} role="dialog" aria-modal="true" aria-labelledby={titleId} data-testid={testId}>
        <h2 id={titleId}>{title}</h2>
        <div className="dialog-body">{children}</div>
        <div className="dialog-footer">{footer}</div>
      </div>
    </div>
  );
}
