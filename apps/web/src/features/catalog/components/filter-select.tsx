import { COMBOBOX_THRESHOLD } from '@crossover/domain/catalog';
import { useId } from 'react';
import { Combobox } from '@/components/ui/combobox';
import { Label } from '@/components/ui/label';

export interface FilterOption {
  value: string;
  label: string;
  count?: number;
  /** The count is a lower bound (the server stopped counting at its cap). */
  atLeast?: boolean;
}

export const ALL_VALUE = 'all';

const countText = (option: FilterOption) =>
  option.count === undefined
    ? undefined
    : `${option.count.toLocaleString('en-US')}${option.atLeast ? '+' : ''}`;

function optionText(option: FilterOption): string {
  const count = countText(option);
  return count === undefined ? option.label : `${option.label} (${count})`;
}

/**
 * One catalogue filter: a native select, or past COMBOBOX_THRESHOLD options a searchable combobox
 * (cmdk in a popover). `allLabel` is the "no filter" choice, value 'all'.
 */
export function FilterSelect({
  label,
  value,
  options,
  onChange,
  allLabel,
  disabled,
  onSearch,
}: {
  label: string;
  value: string;
  options: readonly FilterOption[];
  onChange: (value: string) => void;
  allLabel?: string;
  disabled?: boolean;
  /** Given when the server left options out: what is typed is searched among all of them. */
  onSearch?: ((text: string) => void) | undefined;
}) {
  const id = useId();
  const all: FilterOption[] = allLabel ? [{ value: ALL_VALUE, label: allLabel }] : [];
  // Keep the chosen value listed even when the server no longer reports it.
  const known = options.some((o) => o.value === value) || value === ALL_VALUE;
  const choices = [...all, ...options, ...(known ? [] : [{ value, label: value }])];
  const selected = choices.find((o) => o.value === value);

  if (options.length <= COMBOBOX_THRESHOLD && !onSearch) {
    return (
      <div className="space-y-1.5">
        <Label htmlFor={id}>{label}</Label>
        <select
          id={id}
          value={value}
          disabled={disabled}
          onChange={(event) => onChange(event.target.value)}
          className="block h-10 w-full rounded-md border border-slate-300 bg-white px-3 text-sm text-slate-900 shadow-sm focus-visible:border-brand-600 focus-visible:outline-2 focus-visible:outline-brand-600 disabled:bg-slate-100"
        >
          {choices.map((option) => (
            <option key={option.value} value={option.value}>
              {optionText(option)}
            </option>
          ))}
        </select>
      </div>
    );
  }

  return (
    <div className="space-y-1.5">
      <Label id={`${id}-label`} htmlFor={id}>
        {label}
      </Label>
      <Combobox
        label={label}
        value={value}
        choices={choices.map((option) => ({ ...option, countText: countText(option) }))}
        onChange={onChange}
        onSearchChange={onSearch}
        footnote={onSearch ? 'Showing the options with most products: type to search them all.' : undefined}
        text={selected ? optionText(selected) : value}
        disabled={disabled}
        triggerProps={{ id, 'aria-labelledby': `${id}-label ${id}` }}
      />
    </div>
  );
}
