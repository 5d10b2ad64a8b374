import { ROSTER_SORTS, type RosterSort } from '@classbeam/domain';
import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useCallback, useId, useState } from 'react';
import { CloseIcon, SearchIcon, SortIcon } from '../../ui/icons';

const SORT_KEY = 'classbeam:roster-sort';
const SORT_LABEL: Record<RosterSort, MessageDescriptor> = {
  name: msg`Name`,
  row: msg`Row`,
  points: msg`Points`,
};

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
  const { t } = useLingui();
  const id = useId();
  return (
    <div className="roster-tools">
      <div className="roster-search">
        <SearchIcon size={18} />
        <input
          id={`${id}-search`}
          type="search"
          className="roster-search-input"
          aria-label={t`Search students`}
          placeholder={plural(count, { one: 'Search # student', other: 'Search # students' })}
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
            aria-label={t`Clear search`}
            onClick={() => onQuery('')}
          >
            <CloseIcon size={16} />
          </button>
        )}
      </div>
      <label className="roster-sort">
        <SortIcon size={18} />
        <span className="visually-hidden">
          <Trans>Sort by</Trans>
        </span>
        <select
          className="roster-sort-select"
          value={sort}
          onChange={(e) => {
            if (isSort(e.target.value)) onSort(e.target.value);
          }}
        >
          {ROSTER_SORTS.map((each) => (
            <option key={each} value={each}>
              {t(SORT_LABEL[each])}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}
