import { Search } from 'lucide-react';
import { useId } from 'react';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { cn } from '@/lib/cn';

/**
 * A list's search box: a magnifier inside the field, and a label (`hideLabel` leaves it to screen
 * readers when the placeholder says enough). The caller debounces what is typed
 * (lib/use-debounced-value).
 */
export function SearchBox({
  label,
  hideLabel = false,
  placeholder,
  value,
  onChange,
  className,
}: {
  label: string;
  hideLabel?: boolean;
  placeholder: string;
  value: string;
  onChange: (text: string) => void;
  className?: string;
}) {
  const id = useId();
  return (
    <div className={cn('space-y-1.5', className)}>
      <Label htmlFor={id} className={hideLabel ? 'sr-only' : undefined}>
        {label}
      </Label>
      <div className="relative">
        <Search
          className="pointer-events-none absolute top-3 left-3 size-4 text-slate-500"
          aria-hidden="true"
        />
        <Input
          id={id}
          type="search"
          className="pl-9"
          placeholder={placeholder}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      </div>
    </div>
  );
}
