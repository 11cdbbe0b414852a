import { useRef, useState } from 'react';

type Draft = { text: string; passed: string; before: string };

type TypedValueOptions = {
  /** What the field holds (ISO date, 'HH:MM', or text that is neither, which validation reports). */
  value: string;
  onChange: (value: string) => void;
  /** The text typed -> the value passed on. */
  read: (text: string) => string;
  /** The value -> the text shown when the person is not typing. */
  show: (value: string) => string;
};

/**
 * The text of a field whose value is not what is typed (3.9.2019 holds '2019-09-03'). While the person types, the
 * field shows their text as typed; once they leave it, or when the value is changed from outside (a reset, a day
 * picked in the calendar), it shows the value in the language's format. A parent may ignore text that is not a value
 * yet (a filter that waits for a whole date): the typed text stays until the field is left, then the value returns.
 */
export function useTypedValue({ value, onChange, read, show }: TypedValueOptions) {
  const [draft, setDraft] = useState<Draft | null>(null);
  // Whether the parent took the typed value: once it did, the value going back to what it was before is a reset
  // (a form saved with Enter and emptied), not a parent ignoring half a date, and the field shows the value again.
  const taken = useRef(false);
  if (draft !== null && value === draft.passed) taken.current = true;
  const typing = draft !== null && (value === draft.passed || (value === draft.before && !taken.current));
  return {
    text: typing ? draft.text : show(value),
    type(text: string) {
      const passed = read(text);
      taken.current = false;
      setDraft({ text, passed, before: value });
      onChange(passed);
    },
    /** Leaves the typed text: from now on the field shows the value in the language's format. */
    settle() {
      setDraft(null);
    },
  };
}
