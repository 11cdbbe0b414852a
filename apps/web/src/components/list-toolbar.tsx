import { Search } from 'lucide-react';
import type { ReactNode } from 'react';
import { useId } from 'react';
import { Input } from './ui/input';
import { Label } from './ui/label';
import { NativeSelect } from './ui/native-select';

export type ToolbarFilter = {
  key: string;
  label: string;
  value: string;
  options: ReadonlyArray<{ value: string; label: string }>;
};

type ListToolbarProps = {
  searchLabel: string;
  searchPlaceholder: string;
  search: string;
  onSearch: (text: string) => void;
  filters: ToolbarFilter[];
  onFilter: (key: string, value: string) => void;
  /** The list's main action, e.g. "New location". */
  action?: ReactNode;
};

/** Search box, filter selects and the list's main action; wraps onto several lines on a phone. */
export function ListToolbar({
  searchLabel,
  searchPlaceholder,
  search,
  onSearch,
  filters,
  onFilter,
  action,
}: ListToolbarProps) {
  const id = useId();
  return (
    <div className="flex flex-col gap-4">
      {action ? <div className="flex justify-end">{action}</div> : null}
      <div className="flex flex-wrap gap-4">
        <div className="flex min-w-0 grow basis-full flex-col gap-1.5 md:basis-72">
          <Label htmlFor={`${id}-search`}>{searchLabel}</Label>
          <div className="relative">
            <Search
              aria-hidden="true"
              className="pointer-events-none absolute top-1/2 left-3.5 size-4 -translate-y-1/2 text-ink-muted"
            />
            <Input
              id={`${id}-search`}
              type="search"
              value={search}
              onChange={(event) => onSearch(event.target.value)}
              placeholder={searchPlaceholder}
              className="pl-10"
            />
          </div>
        </div>
        {filters.map((filter) => (
          <div key={filter.key} className="flex min-w-0 grow basis-40 flex-col gap-1.5">
            <Label htmlFor={`${id}-${filter.key}`}>{filter.label}</Label>
            <NativeSelect
              id={`${id}-${filter.key}`}
              value={filter.value}
              onChange={(event) => onFilter(filter.key, event.target.value)}
            >
              {filter.options.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </NativeSelect>
          </div>
        ))}
      </div>
    </div>
  );
}
