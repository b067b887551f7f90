import type { FormEvent, ReactNode } from 'react';

interface Props {
  onSubmit: (e: FormEvent<HTMLFormElement>) => void | Promise<void>;
  children: ReactNode;
}

/**
 * The form inside a dialog. A dialog opened from a page's form is rendered through a portal, and
 * React bubbles a submit through the portal to that page's form: its Save would submit the page
 * too. The submit stops here, so a dialog's Save only ever saves the dialog.
 */
export function DialogForm({ onSubmit, children }: Props) {
  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.stopPropagation();
        e.preventDefault();
        void onSubmit(e);
      }}
    >
      {children}
    </form>
  );
}
