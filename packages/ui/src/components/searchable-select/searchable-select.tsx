import { matchesSearch } from '@taskwell/domain';
import { type KeyboardEvent, useId, useMemo, useRef, useState } from 'react';
import * as styles from './searchable-select.css.ts';

export interface SelectOption {
  value: string;
  label: string;
}

export interface SearchableSelectProps {
  label: string;
  options: readonly SelectOption[];
  value: string | undefined;
  onChange: (value: string) => void;
  placeholder?: string;
  disabled?: boolean;
  /** At most this many options are listed; unlimited by default (spec §9). */
  limit?: number;
  /** Shown when nothing matches. */
  nothingFound?: string;
}

/**
 * A select with search (ARIA combobox with a listbox): typing keeps the options whose label
 * contains every typed word in one of its words (spec §5); arrows move, Enter chooses, Escape
 * closes; the list is at most 220 px high.
 */
export function SearchableSelect({
  label,
  options,
  value,
  onChange,
  placeholder,
  disabled = false,
  limit,
  nothingFound = 'Nothing found',
}: SearchableSelectProps) {
  const id = useId();
  const listId = `${id}-list`;
  const selected = options.find((option) => option.value === value);
  const [query, setQuery] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const input = useRef<HTMLInputElement>(null);

  const shown = useMemo(() => {
    const found = options.filter((option) => matchesSearch(query ?? '', option.label));
    return limit === undefined ? found : found.slice(0, limit);
  }, [options, query, limit]);

  const choose = (option: SelectOption) => {
    onChange(option.value);
    setQuery(null);
    setOpen(false);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!open) {
        setOpen(true);
        return;
      }
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (shown.length === 0 ? 0 : (current + step + shown.length) % shown.length));
    } else if (event.key === 'Enter' && open) {
      event.preventDefault();
      const option = shown[active];
      if (option) choose(option);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      setOpen(false);
      setQuery(null);
    }
  };

  const activeOption = open ? shown[active] : undefined;
  return (
    <div className={styles.root}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <input
        ref={input}
        id={id}
        className={styles.input}
        role="combobox"
        aria-expanded={open}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={activeOption ? `${id}-option-${activeOption.value}` : undefined}
        autoComplete="off"
        disabled={disabled}
        placeholder={placeholder}
        value={query ?? selected?.label ?? ''}
        onChange={(event) => {
          setQuery(event.target.value);
          setActive(0);
          setOpen(true);
        }}
        onFocus={() => setOpen(true)}
        onClick={() => setOpen(true)}
        onBlur={() => {
          setOpen(false);
          setQuery(null);
        }}
        onKeyDown={onKeyDown}
      />
      {open ? (
        <div id={listId} role="listbox" aria-label={label} className={styles.listbox}>
          {shown.length === 0 ? <div className={styles.empty}>{nothingFound}</div> : null}
          {shown.map((option, index) => (
            <div
              key={option.value}
              id={`${id}-option-${option.value}`}
              role="option"
              tabIndex={-1}
              aria-selected={option.value === value}
              data-active={index === active}
              className={styles.option}
              // Chosen before the input's blur closes the list.
              onMouseDown={(event) => {
                event.preventDefault();
                choose(option);
              }}
              onMouseEnter={() => setActive(index)}
            >
              {option.label}
            </div>
          ))}
        </div>
      ) : null}
    </div>
  );
}
