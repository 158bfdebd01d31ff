// docs/product.md §32.2: the editable part of a screen, drawn as it is but unable to change anything where the role
// may only read (a chain's administrator in a workshop of the chain they are not a member of). A disabled fieldset
// disables every field and button inside it, as the browser does for a form; links still open.
import type { ReactNode } from 'react';
import classes from './read-only-area.module.css';

export function ReadOnlyArea({ readOnly, children }: { readOnly: boolean; children: ReactNode }) {
  if (!readOnly) return children;
  return (
    <fieldset disabled data-read-only className={classes.area} style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
      {children}
    </fieldset>
  );
}
