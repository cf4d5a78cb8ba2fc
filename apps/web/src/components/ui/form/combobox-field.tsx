import { Check, ChevronsUpDown } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Command, CommandEmpty, CommandInput, CommandItem, CommandList } from '@/components/ui/command';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';
import { cn } from '@/lib/cn';
import { FieldShell } from './field-shell';

export interface ComboboxOption {
  value: string;
  label: string;
}

export interface ComboboxFieldProps {
  label: string;
  value: string;
  options: readonly ComboboxOption[];
  onChange: (value: string) => void;
  error?: string | undefined;
  hint?: string | undefined;
  placeholder?: string;
  disabled?: boolean;
}

/**
 * A searchable choice (cmdk in a popover) for long option lists; spec §5 uses one past 5 options.
 * Controlled: with react-hook-form, wrap it in a Controller.
 */
export function ComboboxField({
  label,
  value,
  options,
  onChange,
  error,
  hint,
  placeholder = 'Choose…',
  disabled,
}: ComboboxFieldProps) {
  const [open, setOpen] = useState(false);
  const selected = options.find((o) => o.value === value);
  return (
    <FieldShell label={label} error={error} hint={hint}>
      {(ids) => (
        <Popover open={open} onOpenChange={setOpen}>
          <PopoverTrigger asChild>
            <Button
              {...ids}
              variant="outline"
              role="combobox"
              aria-expanded={open}
              disabled={disabled}
              className={cn('w-full justify-between', ids['aria-invalid'] && 'border-red-600')}
            >
              <span className="flex-1 truncate text-left">{selected?.label ?? placeholder}</span>
              <ChevronsUpDown className="opacity-60" aria-hidden="true" />
            </Button>
          </PopoverTrigger>
          <PopoverContent align="start" className="w-72 p-0">
            <Command label={label}>
              <CommandInput placeholder={`Search ${label.toLowerCase()}...`} aria-label={`Search ${label}`} />
              <CommandList>
                <CommandEmpty>No results found.</CommandEmpty>
                {options.map((option) => (
                  <CommandItem
                    key={option.value}
                    value={`${option.label} ${option.value}`}
                    onSelect={() => {
                      onChange(option.value);
                      setOpen(false);
                    }}
                  >
                    <Check
                      aria-hidden="true"
                      className={cn('size-4', option.value === value ? 'opacity-100' : 'opacity-0')}
                    />
                    {option.label}
                  </CommandItem>
                ))}
              </CommandList>
            </Command>
          </PopoverContent>
        </Popover>
      )}
    </FieldShell>
  );
}
