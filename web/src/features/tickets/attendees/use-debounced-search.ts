import { useEffect, useRef, useState } from "react";

const DELAY_MS = 300;

/**
 * What the host types, shown at once and handed on once they pause, so the list is not asked again for
 * every key. The address's value wins when it changes from elsewhere (back, a shared link).
 */
export function useDebouncedSearch(committed: string, commit: (value: string) => void) {
  const [text, setText] = useState(committed);
  const last = useRef(committed);
  useEffect(() => {
    if (committed !== last.current) {
      last.current = committed;
      setText(committed);
    }
  }, [committed]);
  useEffect(() => {
    const value = text.trim();
    if (value === last.current) return;
    const timer = setTimeout(() => {
      last.current = value;
      commit(value);
    }, DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, commit]);
  return [text, setText] as const;
}
