import { SearchBox } from '@/components/ui/search-box';

/** The product lists' search box (name or SKU); the caller debounces what is typed. */
export function ProductSearchField({
  value,
  onChange,
  className,
}: {
  value: string;
  onChange: (text: string) => void;
  className?: string;
}) {
  return (
    <SearchBox
      label="Search"
      placeholder="Search by name or SKU..."
      value={value}
      onChange={onChange}
      className={className}
    />
  );
}
