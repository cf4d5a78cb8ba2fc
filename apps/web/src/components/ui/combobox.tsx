import { Check, ChevronsUpDown } from 'lucide-react';
import { type ButtonHTMLAttributes, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Command, CommandEmpty, CommandInput, CommandItem, CommandList } from '@/components/ui/command';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';
import { cn } from '@/lib/cn';

export interface ComboboxChoice {
  value: string;
  label: string;
  /** Shown at the end of the option (e.g. how many products it has). */
  count?: number;
  /** Shown instead of `count` (e.g. '120+' for a lower bound). */
  countText?: string;
}

/**
 * A searchable choice: a button showing `text` that opens a cmdk list in a popover. The labelled
 * controls (ComboboxField in forms, the catalogue's FilterSelect) give it its label and ids.
 */
export function Combobox({
  label,
  value,
  choices,
  onChange,
  text,
  disabled,
  invalid,
  triggerProps,
  onSearchChange,
  footnote,
}: {
  /** Names the search box ('Search manufacturer') and the list. */
  label: string;
  value: string;
  choices: readonly ComboboxChoice[];
  onChange: (value: string) => void;
  /** What the closed control shows. */
  text: string;
  disabled?: boolean | undefined;
  invalid?: boolean | undefined;
  /** id and aria attributes for the trigger, from the label's owner. */
  triggerProps?: ButtonHTMLAttributes<HTMLButtonElement>;
  /** Called with the search box's text, for lists the server searches (the choices then follow). */
  onSearchChange?: ((text: string) => void) | undefined;
  /** A line under the list (e.g. that typing searches every option). */
  footnote?: string | undefined;
}) {
  const [open, setOpen] = useState(false);
  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger asChild>
        <Button
          {...triggerProps}
          variant="outline"
          role="combobox"
          aria-expanded={open}
          disabled={disabled}
          className={cn('w-full justify-between', invalid && 'border-red-600')}
        >
          <span className="flex-1 truncate text-left">{text}</span>
          <ChevronsUpDown className="opacity-60" aria-hidden="true" />
        </Button>
      </PopoverTrigger>
      <PopoverContent align="start" className="w-72 p-0">
        <Command label={label}>
          <CommandInput
            placeholder={`Search ${label.toLowerCase()}...`}
            aria-label={`Search ${label}`}
            onValueChange={onSearchChange}
          />
          <CommandList>
            <CommandEmpty>No results found.</CommandEmpty>
            {choices.map((choice) => (
              <CommandItem
                key={choice.value}
                value={`${choice.label} ${choice.value}`}
                onSelect={() => {
                  onChange(choice.value);
                  setOpen(false);
                }}
              >
                <Check
                  aria-hidden="true"
                  className={cn('size-4', choice.value === value ? 'opacity-100' : 'opacity-0')}
                />
                <span className="flex-1 truncate">{choice.label}</span>
                {choice.countText !== undefined || choice.count !== undefined ? (
                  <span className="text-xs text-slate-500">{choice.countText ?? choice.count}</span>
                ) : null}
              </CommandItem>
            ))}
          </CommandList>
          {footnote ? (
            <p className="border-t border-slate-200 px-3 py-2 text-xs text-slate-500">{footnote}</p>
          ) : null}
        </Command>
      </PopoverContent>
    </Popover>
  );
}
