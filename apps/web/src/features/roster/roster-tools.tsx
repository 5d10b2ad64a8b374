import { ROSTER_SORTS, type RosterSort } from '@classbeam/domain';
import { useCallback, useId, useState } from 'react';
import { CloseIcon, SearchIcon, SortIcon } from '../../ui/icons';

const SORT_KEY = 'classbeam:roster-sort';
const SORT_LABEL: Record<RosterSort, string> = { name: 'Name', row: 'Row', points: 'Points' };

const isSort = (value: unknown): value is RosterSort => ROSTER_SORTS.includes(value as RosterSort);

/** The list's order, kept on this device for every class: a teacher sorts the same way daily. */
export function useRosterSort(): [RosterSort, (sort: RosterSort) => void] {
  const [sort, setSort] = useState<RosterSort>(() => {
    const stored = localStorage.getItem(SORT_KEY);
    return isSort(stored) ? stored : 'name';
  });
  const choose = useCallback((next: RosterSort) => {
    localStorage.setItem(SORT_KEY, next);
    setSort(next);
  }, []);
  return [sort, choose];
}

interface RosterToolsProps {
  query: string;
  onQuery: (query: string) => void;
  sort: RosterSort;
  onSort: (sort: RosterSort) => void;
  count: number;
}

/** Find a student by typing part of the name; order the list by name, row or points. */
export function RosterTools({ query, onQuery, sort, onSort, count }: RosterToolsProps) {
  const id = useId();
  return (
    <div className="roster-tools">
      <div className="roster-search">
        <SearchIcon size={18} />
        <input
          id={`${id}-search`}
          type="search"
          className="roster-search-input"
          aria-label="Search students"
          placeholder={`Search ${count} ${count === 1 ? 'student' : 'students'}`}
          autoComplete="off"
          enterKeyHint="search"
          value={query}
          onChange={(e) => onQuery(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Escape' && query) {
              e.preventDefault();
              onQuery('');
            }
          }}
        />
        {query && (
          <button
            type="button"
            className="btn btn-icon btn-ghost roster-search-clear"
            aria-label="Clear search"
            onClick={() => onQuery('')}
          >
            <CloseIcon size={16} />
          </button>
        )}
      </div>
      <label className="roster-sort">
        <SortIcon size={18} />
        <span className="visually-hidden">Sort by</span>
        <select
          className="roster-sort-select"
          value={sort}
          onChange={(e) => {
            if (isSort(e.target.value)) onSort(e.target.value);
          }}
        >
          {ROSTER_SORTS.map((each) => (
            <option key={each} value={each}>
              {SORT_LABEL[each]}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}
