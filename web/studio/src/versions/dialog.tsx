/**
 * A modal dialog over the builder: labelled by its heading, focus moved into it on open and back
 * where it was on close, Escape closes it. Small enough not to need a dialog library.
 */
import { useEffect, useRef, type ReactNode } from 'react';

export function Dialog(props: {
  title: string;
  /** `alertdialog` for a confirmation that needs an answer. */
  role?: 'dialog' | 'alertdialog';
  className?: string;
  onClose: () => void;
  children: ReactNode;
}) {
  const box = useRef<HTMLElement>(null);
  const { onClose } = props;
  useEffect(() => {
    const before = document.activeElement instanceof HTMLElement ? document.activeElement : undefined;
    const first = box.current?.querySelector<HTMLElement>('[data-autofocus]') ?? box.current?.querySelector('button');
    first?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') onClose();
    };
    window.addEventListener('keydown', onKey);
    return () => {
      window.removeEventListener('keydown', onKey);
      before?.focus();
    };
  }, [onClose]);
  return (
    <div className="overlay">
      <section
        ref={box}
        role={props.role ?? 'dialog'}
        aria-modal="true"
        aria-labelledby="dialog-title"
        className={`dialog ${props.className ?? ''}`}
      >
        <h2 id="dialog-title">{props.title}</h2>
        {props.children}
      </section>
    </div>
  );
}
