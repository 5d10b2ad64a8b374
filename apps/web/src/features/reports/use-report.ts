import type { ReportSettings } from '@classbeam/contracts';
import { toDateString } from '@classbeam/domain';
import { type DateRange, presetRange, type RangePreset } from '@classbeam/domain/reports';
import { useCallback, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { choiceOf, type RangeChoice, rangeOf, searchOf } from './report-range';
import { type Fetched, useFetched } from './use-fetched';

export interface ReportView<T> {
  choice: RangeChoice;
  choose: (choice: RangeChoice) => void;
  /** The days shown; null while "this term" has no dates. */
  range: DateRange | null;
  today: string;
  /** The address's query for this range (links to the other reports keep it). */
  search: string;
  fetched: Fetched<T>;
  /** The class's report settings as last read or saved. */
  settings: ReportSettings | null;
  setSettings: (settings: ReportSettings) => void;
}

/**
 * A report following the range in the address. "This term" needs the term's dates, which come
 * with any report: until one is read, the fallback range is read to learn them.
 */
export function useReport<T extends { settings: ReportSettings }>(
  fallback: RangePreset,
  /** What identifies the report besides its range (the student's id). */
  subject: string,
  load: (range: DateRange, signal: AbortSignal) => Promise<T>,
): ReportView<T> {
  const [params, setParams] = useSearchParams();
  const choice = choiceOf(params, fallback);
  // The day the page opened: a report is read, not kept open across midnight like a lesson.
  const [today] = useState(() => toDateString(new Date()));
  const [saved, setSaved] = useState<ReportSettings | null>(null);
  const [learnt, setLearnt] = useState<ReportSettings | null>(null);
  const settings = saved ?? learnt;
  const range = rangeOf(choice, today, settings?.term ?? null);
  // The term asked for before its dates are known: read the fallback's days to learn them.
  const reading = range ?? (settings ? null : presetRange(fallback, today, null));
  const fetched = useFetched<T>(
    reading ? `${subject}:${reading.from}:${reading.to}` : null,
    async (signal) => {
      const report = await load(reading as DateRange, signal);
      setLearnt(report.settings);
      return report;
    },
  );
  const choose = useCallback(
    (next: RangeChoice) => setParams(new URLSearchParams(searchOf(next).slice(1))),
    [setParams],
  );
  return {
    choice,
    choose,
    range,
    today,
    search: searchOf(choice),
    fetched,
    settings,
    setSettings: setSaved,
  };
}
