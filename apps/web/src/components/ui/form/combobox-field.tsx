import { Combobox } from '@/components/ui/combobox';
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
  /** The server searches the options: called with what is typed (see Combobox). */
  onSearch?: ((text: string) => void) | undefined;
  footnote?: string | undefined;
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
  onSearch,
  footnote,
}: ComboboxFieldProps) {
  const selected = options.find((o) => o.value === value);
  return (
    <FieldShell label={label} error={error} hint={hint}>
      {(ids) => (
        <Combobox
          label={label}
          value={value}
          choices={options}
          onChange={onChange}
          text={selected?.label ?? placeholder}
          disabled={disabled}
          invalid={Boolean(ids['aria-invalid'])}
          triggerProps={ids}
          onSearchChange={onSearch}
          footnote={footnote}
        />
      )}
    </FieldShell>
  );
}
