import { useState } from 'react';

/** A list's create/edit dialog: whether it is open, and the record it edits (none for a new one). */
export function useEditDialog<T>() {
  const [editing, setEditing] = useState<T | undefined>();
  const [open, setOpen] = useState(false);
  const openFor = (item?: T) => {
    setEditing(item);
    setOpen(true);
  };
  return { editing, open, setOpen, openFor };
}
