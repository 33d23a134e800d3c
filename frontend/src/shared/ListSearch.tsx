import { Input } from 'antd';
import { useState } from 'react';
import { SEARCH_MAX_LENGTH } from './contracts';
import { useDebounced } from './useDebounced';

/** A list's search text as typed, and the term to ask the server for: trimmed, bounded as the server bounds it, once typing pauses. */
export function useListSearch(initial = '') {
  const [text, setText] = useState(initial);
  const search = useDebounced(text.trim().slice(0, SEARCH_MAX_LENGTH));
  return { text, setText, search };
}

interface ListSearchProps {
  label: string;
  placeholder: string;
  value: string;
  onChange: (text: string) => void;
  /** A search the server is answering (the list below stays as it is meanwhile). */
  loading?: boolean;
  className: string;
}

/** The search box above a list searched on the server (orders, clients, users). */
export function ListSearch({ label, placeholder, value, onChange, loading, className }: ListSearchProps) {
  return (
    <Input.Search
      className={className}
      aria-label={label}
      placeholder={placeholder}
      allowClear
      maxLength={SEARCH_MAX_LENGTH}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      loading={loading}
    />
  );
}
