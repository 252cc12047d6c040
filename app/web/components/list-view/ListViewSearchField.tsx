import { useEffect, useRef, useState } from 'react';
import { SearchField } from '../SearchField';
import type { ListViewSearchFilter } from './list-view-filter';

/** Typing pauses this long before the list is asked again. */
export const SEARCH_DEBOUNCE_MS = 300;

interface ListViewSearchFieldProps {
  filter: ListViewSearchFilter;
  value: string;
  onCommit: (value: string) => void;
}

/** A search box that commits its text once typing pauses, or at once on Enter. */
export function ListViewSearchField({ filter, value, onCommit }: ListViewSearchFieldProps) {
  const [text, setText] = useState(value);
  const committed = useRef(value);
  // The latest callback, so a parent re-rendering does not restart the pause.
  const commitRef = useRef(onCommit);
  useEffect(() => {
    commitRef.current = onCommit;
  }, [onCommit]);

  // A reset from outside (e.g. "Clear filters") replaces what was typed.
  useEffect(() => {
    if (value !== committed.current) {
      committed.current = value;
      setText(value);
    }
  }, [value]);

  useEffect(() => {
    if (text === committed.current) return undefined;
    const timer = setTimeout(() => {
      committed.current = text;
      commitRef.current(text);
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);

  return (
    <SearchField
      label={filter.label}
      placeholder={filter.placeholder}
      value={text}
      onChange={(event) => setText(event.target.value)}
      onKeyDown={(event) => {
        if (event.key === 'Enter' && text !== committed.current) {
          committed.current = text;
          onCommit(text);
        }
      }}
      sx={{ minWidth: 240, flex: '1 1 240px', maxWidth: 360 }}
    />
  );
}
