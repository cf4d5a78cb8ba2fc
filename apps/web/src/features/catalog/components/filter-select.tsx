import { COMBOBOX_THRESHOLD } from '@crossover/domain/catalog';
import { Check, ChevronsUpDown } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Command, CommandEmpty, CommandInput, CommandItem, CommandList } from '@/components/ui/command';
import { Label } from '@/components/ui/label';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';
import { cn } from '@/lib/cn';

export interface FilterOption {
  value: string;
  label: string;
  count?: number;
}

export const ALL_VALUE = 'all';

function optionText(option: FilterOption): string {
  return option.count === undefined ? option.label : `${option.label} (${option.count})`;
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
}: {
  label: string;
  value: string;
  options: readonly FilterOption[];
  onChange: (value: string) => void;
  allLabel?: string;
  disabled?: boolean;
}) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const all: FilterOption[] = allLabel ? [{ value: ALL_VALUE, label: allLabel }] : [];
  // Keep the chosen value listed even when the server no longer reports it.
  const known = options.some((o) => o.value === value) || value === ALL_VALUE;
  const choices = [...all, ...options, ...(known ? [] : [{ value, label: value }])];
  const selected = choices.find((o) => o.value === value);

  if (options.length <= COMBOBOX_THRESHOLD) {
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
      <Popover open={open} onOpenChange={setOpen}>
        <PopoverTrigger asChild>
          <Button
            id={id}
            variant="outline"
            role="combobox"
            aria-expanded={open}
            disabled={disabled}
            aria-labelledby={`${id}-label ${id}`}
            className="w-full justify-between"
          >
            <span className="flex-1 truncate text-left">{selected ? optionText(selected) : value}</span>
            <ChevronsUpDown className="opacity-60" aria-hidden="true" />
          </Button>
        </PopoverTrigger>
        <PopoverContent align="start" className="w-72 p-0">
          <Command label={label}>
            <CommandInput placeholder={`Search ${label.toLowerCase()}...`} aria-label={`Search ${label}`} />
            <CommandList>
              <CommandEmpty>No results found.</CommandEmpty>
              {choices.map((option) => (
                <CommandItem
                  key={option.value}
                  value={`${option.label} ${option.value}`}
                  onSelect={() => {
                    onChange(option.value);
                    setOpen(false);
                  }}
                >
                  <Check
                    className={cn('size-4', option.value === value ? 'opacity-100' : 'opacity-0')}
                    aria-hidden="true"
                  />
                  <span className="flex-1 truncate">{option.label}</span>
                  {option.count !== undefined ? (
                    <span className="text-xs text-slate-500">{option.count}</span>
                  ) : null}
                </CommandItem>
              ))}
            </CommandList>
          </Command>
        </PopoverContent>
      </Popover>
    </div>
  );
}
