import { useState } from 'react';
import { useCombobox } from 'downshift';
import type { WidgetProps } from '@rjsf/utils';
import type { ListOption } from '#domain/contract/lookups.ts';
import { optionWithValue } from '#domain/lists.ts';
import { errorAttributes } from '#widgets/shared/a11y.ts';
import { listNameOf, servicesOf } from '#widgets/shared/services.ts';
import { useNamedList } from '#widgets/shared/use-named-list.ts';
import { exactMatch, filterOptions, MIN_QUERY_LENGTH } from './filter-options';
import '#widgets/shared/controls.css';
import './list-autocomplete.css';

const { InputChange, ControlledPropUpdatedSelectedItem } = useCombobox.stateChangeTypes;

/**
 * Type-ahead over a named list (ui:options.list): matches show after three letters and the answer
 * must be picked from them. Emits the picked option's value; typing without picking emits undefined.
 */
export function ListAutocompleteWidget(props: WidgetProps) {
  const { id, value, onChange, onBlur, onFocus, rawErrors, disabled, readonly, required, label } = props;
  const listName = listNameOf(props.schema, props.options as { list?: unknown });
  const named = useNamedList(servicesOf(props.registry), listName);
  const all: ListOption[] = named.options;
  const selected = optionWithValue(all, value) ?? null;
  const selectedName = selected?.name;

  const [inputValue, setInputValue] = useState(selectedName ?? '');
  // What the box last agreed with; a different value or name means the form changed it (or the list loaded).
  const [synced, setSynced] = useState<{ value: unknown; name?: string }>({ value, name: selectedName });
  if (synced.value !== value || synced.name !== selectedName) {
    setSynced({ value, name: selectedName });
    setInputValue(selectedName ?? '');
  }

  const emit = (option: ListOption | undefined) => {
    setSynced({ value: option?.value, name: option?.name });
    if (option?.value !== value) onChange(option?.value);
  };

  const matches = filterOptions(all, inputValue);
  const { isOpen, highlightedIndex, getInputProps, getMenuProps, getItemProps } = useCombobox<ListOption>({
    id: `${id}-combobox`,
    inputId: id,
    labelId: `${id}-label`,
    menuId: `${id}-listbox`,
    items: matches,
    itemToString: (item) => item?.name ?? '',
    itemToKey: (item) => item?.value,
    inputValue,
    selectedItem: selected,
    onInputValueChange: ({ type, inputValue: next }) => {
      // Our own value change must not wipe what is being typed.
      if (type === ControlledPropUpdatedSelectedItem) return;
      setInputValue(next);
      if (type === InputChange && value !== undefined) emit(undefined);
    },
    onSelectedItemChange: ({ selectedItem }) => {
      if (selectedItem) emit(selectedItem);
    },
  });

  const query = inputValue.trim();
  const searching = !selected && query.length >= MIN_QUERY_LENGTH;
  const showMenu = isOpen && matches.length > 0;
  let status = '';
  if (searching && named.loading) status = 'Loading...';
  else if (searching && matches.length === 0)
    status = 'No matches found. Check the spelling or try other words.';

  return (
    <div className="list-autocomplete">
      <input
        className="vq-control"
        type="text"
        name={props.htmlName ?? id}
        placeholder={props.placeholder || 'Type the first 3 letters'}
        required={required}
        {...errorAttributes(id, rawErrors)}
        {...getInputProps({
          disabled: disabled || readonly,
          // The form's <label htmlFor={id}> names the box.
          'aria-labelledby': undefined,
          // Its list is on its way: the answer's name shows when it comes.
          'aria-busy': named.loading || undefined,
          // Keep what is typed in step with each keystroke: downshift reports input changes after
          // rendering, which on its own can drop a character typed quickly.
          onChange: (event) => setInputValue((event.target as HTMLInputElement).value),
          onFocus: () => onFocus(id, value),
          onBlur: () => {
            const typed = selected ? undefined : exactMatch(all, inputValue);
            if (typed) {
              emit(typed);
              setInputValue(typed.name);
            }
            onBlur(id, typed ? typed.value : value);
          },
        })}
      />
      <ul
        {...getMenuProps({ 'aria-label': label || undefined })}
        className="list-autocomplete__menu"
        hidden={!showMenu}
      >
        {showMenu
          ? matches.map((item, index) => (
              <li
                key={item.value}
                className={
                  index === highlightedIndex
                    ? 'list-autocomplete__option list-autocomplete__option--highlighted'
                    : 'list-autocomplete__option'
                }
                {...getItemProps({ item, index })}
              >
                {item.name}
              </li>
            ))
          : null}
      </ul>
      <p className="list-autocomplete__status" role="status">
        {status}
      </p>
      <p className="visually-hidden" role="status">
        {showMenu ? `${matches.length} ${matches.length === 1 ? 'match' : 'matches'} available` : ''}
      </p>
    </div>
  );
}

export default ListAutocompleteWidget;
