import { useState, type ChangeEvent } from 'react';

/**
 * A text the user must fill before sending (feedback on a design): its value, whether the last
 * attempt found it empty, and `take()`, which answers the trimmed text or marks it missing.
 */
export function useRequiredText() {
  const [value, setValue] = useState('');
  const [missing, setMissing] = useState(false);
  return {
    value,
    missing,
    onChange: (event: ChangeEvent<HTMLTextAreaElement>) => {
      setValue(event.target.value);
      if (event.target.value.trim()) setMissing(false);
    },
    take: (): string | null => {
      const text = value.trim();
      setMissing(!text);
      return text || null;
    },
    reset: () => {
      setValue('');
      setMissing(false);
    },
  };
}
