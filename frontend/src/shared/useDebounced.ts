import { useEffect, useState } from 'react';

/** Typing pauses this long before a search asks the server. */
const SEARCH_DELAY_MS = 300;

/** The value once it stopped changing for `delay` ms (a search box's text, before it asks the server). */
export function useDebounced<T>(value: T, delay: number = SEARCH_DELAY_MS): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return debounced;
}
