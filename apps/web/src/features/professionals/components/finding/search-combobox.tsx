import { SEARCH_MAX } from '@servihogar/shared/finding';
import * as msg from '@servihogar/shared/messages';
import type { Suggestion } from '@servihogar/shared/professionals';
import { type FormEvent, type KeyboardEvent, useEffect, useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { useSuggestions } from '../../api/get-suggestions.ts';

const DEBOUNCE_MS = 250;

const hrefOf = (s: Suggestion) =>
  s.tipo === 'servicio'
    ? `/dash/professionals/${s.slug}`
    : `/dash/professionals/${s.slug ?? 'otros'}/${s.id}`;
const kindOf = (s: Suggestion) => (s.tipo === 'servicio' ? 'Servicio' : 'Profesional');

/** The text once typing pauses. */
function useDebounced(value: string): string {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [value]);
  return debounced;
}

/**
 * The header's search for signed-in people (issue 27): an ARIA 1.2 combobox whose listbox shows
 * services and professionals as the person types; Enter on the text opens /dash/buscar?q=….
 */
export function SearchCombobox() {
  const id = useId();
  const listId = `${id}-lista`;
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const suggestions = useSuggestions(useDebounced(text));
  const items = text.trim().length >= 2 ? (suggestions.data?.sugerencias ?? []) : [];
  const expanded = open && items.length > 0;

  const go = (href: string) => {
    setOpen(false);
    setActive(-1);
    void navigate(href);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const chosen = expanded ? items[active] : undefined;
    if (chosen) return go(hrefOf(chosen));
    if (text.trim()) go(`/dash/buscar?${new URLSearchParams({ q: text.trim() })}`);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!open) return setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (items.length === 0 ? -1 : (current + step + items.length) % items.length));
    } else if (event.key === 'Escape') {
      // The first Escape only closes the list (a search input's own Escape would also empty it).
      event.preventDefault();
      if (expanded) setOpen(false);
      else setText('');
      setActive(-1);
    }
  };

  return (
    // biome-ignore lint/a11y/useSemanticElements: the <search> element is not in React's JSX types yet.
    <form
      role="search"
      onSubmit={submit}
      // On a phone the box is narrow beside the logo: while focused it spans the header.
      className="relative min-w-0 flex-1 max-sm:focus-within:absolute max-sm:focus-within:inset-x-3 max-sm:focus-within:top-2.5 max-sm:focus-within:z-50 sm:max-w-xs"
    >
      <label htmlFor={id} className="sr-only">
        {msg.finding.searchLabel}
      </label>
      {/* A magnifier, so the narrow box beside the bell still reads as a search on a phone. */}
      <svg
        aria-hidden="true"
        viewBox="0 0 20 20"
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-stone-500"
      >
        <circle cx="8.5" cy="8.5" r="5.5" fill="none" stroke="currentColor" strokeWidth="2" />
        <path d="m13 13 4.5 4.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
      <input
        id={id}
        type="search"
        role="combobox"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
        autoComplete="off"
        maxLength={SEARCH_MAX}
        placeholder={msg.finding.searchPlaceholder}
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        className="min-h-11 w-full rounded-full border border-stone-300 bg-white pr-4 pl-9 text-base placeholder:text-stone-500 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-200"
      />
      <div
        id={listId}
        role="listbox"
        aria-label="Sugerencias"
        hidden={!expanded}
        className="absolute inset-x-0 top-full z-50 mt-1 max-h-80 overflow-auto rounded-xl bg-white py-1 shadow-lg ring-1 ring-stone-200"
      >
        {items.map((s, i) => (
          <div
            key={`${s.tipo}-${s.tipo === 'servicio' ? s.slug : s.id}`}
            id={`${listId}-${i}`}
            role="option"
            aria-selected={i === active}
            // Focus stays in the input (aria-activedescendant); -1 only makes the option focusable.
            tabIndex={-1}
            // Chosen before the input's blur closes the list.
            onMouseDown={(e) => {
              e.preventDefault();
              go(hrefOf(s));
            }}
            className={`flex min-h-11 cursor-pointer items-center justify-between gap-3 px-4 ${i === active ? 'bg-brand-100' : 'hover:bg-stone-100'}`}
          >
            <span className="truncate font-medium text-ink">{s.texto}</span>
            <span className="shrink-0 text-xs text-muted">{kindOf(s)}</span>
          </div>
        ))}
      </div>
      <p aria-live="polite" className="sr-only">
        {expanded ? `${items.length} sugerencias. Usá las flechas para elegir.` : ''}
      </p>
      {suggestions.isError && open && (
        <p role="alert" className="sr-only">
          {msg.finding.suggestionsFailed}
        </p>
      )}
    </form>
  );
}
