import { useEffect, useState, type KeyboardEvent } from 'react';

export interface ComboboxOption {
  key: string;
  /** What the list shows. */
  text: string;
  /** The accessible name when it says more than the text (a category's full name). */
  name?: string;
  /** Indentation in a tree, from 1. */
  level?: number;
  /** Special entries (none, split) and actions (create) stand apart from the data. */
  kind?: 'special' | 'action';
  /** Shown but not choosable (a premium entry for a free user). */
  disabled?: boolean;
}

/** Long lists (2,000 payees) render this many options, then the actions; typing narrows the rest. */
export const COMBOBOX_MAX_OPTIONS = 300;

interface ComboboxBehaviour {
  controlId: string;
  selectedKey?: string | null | undefined;
  optionsFor: (query: string) => readonly ComboboxOption[];
  onSelect: (option: ComboboxOption, query: string) => void;
  multiple?: boolean | undefined;
  onEmptyBackspace?: (() => void) | undefined;
}

/** State and keys of an editable combobox with a list (WAI-ARIA combobox pattern). */
export function useCombobox(behaviour: ComboboxBehaviour) {
  const { controlId, selectedKey, multiple } = behaviour;
  const [query, setQuery] = useState('');
  const [typing, setTyping] = useState(false);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const listed = () => capped(behaviour.optionsFor(typing ? query : ''));
  // A closed list costs nothing, however many payees.
  const { options, truncated } = open ? listed() : { options: [], truncated: false };
  const optionId = (index: number) => `${controlId}-option-${index}`;
  const activeOption = open ? options[active] : undefined;
  const activeId = activeOption ? optionId(active) : undefined;

  useEffect(() => {
    if (activeId) document.getElementById(activeId)?.scrollIntoView?.({ block: 'nearest' });
  }, [activeId]);

  const openList = () => {
    setOpen(true);
    const opened = listed().options;
    setActive(
      Math.max(
        0,
        opened.findIndex((option) => option.key === selectedKey),
      ),
    );
  };

  const reset = () => {
    setOpen(false);
    setTyping(false);
    setQuery('');
  };

  const choose = (option: ComboboxOption) => {
    if (option.disabled) return;
    behaviour.onSelect(option, query);
    if (!multiple) return reset();
    setQuery('');
    setActive(0);
  };

  const move = (step: 1 | -1) => {
    if (!open) return openList();
    setActive((index) => Math.min(Math.max(index + step, 0), options.length - 1));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      move(event.key === 'ArrowDown' ? 1 : -1);
    } else if (event.key === 'Enter' && activeOption) {
      event.preventDefault();
      choose(activeOption);
    } else if (event.key === 'Escape' && (open || typing)) {
      // The list closes, not the dialog around it.
      event.stopPropagation();
      if (open) setOpen(false);
      else reset();
    } else if (event.key === 'Backspace' && query === '' && multiple) {
      behaviour.onEmptyBackspace?.();
    }
  };

  const onType = (text: string) => {
    setQuery(text);
    setTyping(true);
    setOpen(true);
    setActive(0);
  };

  return {
    query,
    typing,
    open,
    active,
    options,
    truncated,
    optionId,
    activeId,
    choose,
    reset,
    onType,
    onKeyDown,
    toggle: () => (open ? setOpen(false) : openList()),
    setActive,
  };
}

/** The first options, then the actions (create), which stay reachable however long the list. */
function capped(all: readonly ComboboxOption[]) {
  const data = all.filter((option) => option.kind !== 'action');
  return {
    options: [
      ...data.slice(0, COMBOBOX_MAX_OPTIONS),
      ...all.filter((option) => option.kind === 'action'),
    ],
    truncated: data.length > COMBOBOX_MAX_OPTIONS,
  };
}
