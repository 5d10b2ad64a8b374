import type { ReportSettings, ReportSettingsPatch } from '@classbeam/contracts';
import {
  REPORT_GREEN_AT_DEFAULT,
  REPORT_MESSAGES,
  REPORT_YELLOW_AT_DEFAULT,
} from '@classbeam/contracts/reports';
import { daysIn, validThresholds } from '@classbeam/domain/reports';
import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useId, useState } from 'react';
import { ApiRequestError } from '../../lib/api-client';
import { contractText, serverText } from '../../lib/server-texts/server-text';
import { Dialog } from '../../ui/dialog';
import { DialogActions, FormAlert } from '../../ui/dialog-parts';
import { Field } from '../../ui/field';
import { CalendarIcon } from '../../ui/icons';
import { PaletteIcon } from './report-icons';
import { isDay } from './report-range';
import { patchReportSettings } from './reports-api';
import '../../ui/form.css';

interface SettingsDialogProps {
  classId: number;
  settings: ReportSettings;
  onSaved: (settings: ReportSettings) => void;
  onClose: () => void;
}

/** Saves a change; a refusal's own words, or a plain sentence when the network failed. */
function useSave(classId: number, onSaved: (s: ReportSettings) => void, onClose: () => void) {
  const { t } = useLingui();
  const [pending, setPending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const save = async (patch: ReportSettingsPatch) => {
    setPending(true);
    setProblem(null);
    try {
      onSaved(await patchReportSettings(classId, patch));
      onClose();
    } catch (error) {
      setProblem(
        error instanceof ApiRequestError && error.status === 400 && error.apiError
          ? serverText(error)
          : t`The change was not saved. Check your connection and try again.`,
      );
      setPending(false);
    }
  };
  return { pending, problem, save };
}

/** The class's term: its first and last day, for "This term" (decision 0156). */
export function TermDialog({ classId, settings, onSaved, onClose }: SettingsDialogProps) {
  const { t } = useLingui();
  const id = useId();
  const [from, setFrom] = useState(settings.term?.from ?? '');
  const [to, setTo] = useState(settings.term?.to ?? '');
  const [everyClass, setEveryClass] = useState(true);
  const { pending, problem, save } = useSave(classId, onSaved, onClose);
  const upsideDown = isDay(from) && isDay(to) && from > to;
  const tooLong = isDay(from) && isDay(to) && !upsideDown && daysIn(from, to) > 400;
  const ready = isDay(from) && isDay(to) && !upsideDown && !tooLong;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (ready && !pending) void save({ term: { from, to }, everyClass });
  };
  return (
    <Dialog
      open
      title={t`Term dates`}
      description={t`Reports show “This term” from its first to its last day.`}
      icon={<CalendarIcon size={22} />}
      onClose={onClose}
    >
      <form className="report-form" onSubmit={submit}>
        <Field
          label={t`First day`}
          error={upsideDown ? t`The first day comes before the last.` : undefined}
        >
          {(control) => (
            <input
              {...control}
              type="date"
              className="input"
              required
              value={from}
              onChange={(e) => setFrom(e.target.value)}
            />
          )}
        </Field>
        <Field
          label={t`Last day`}
          error={tooLong ? contractText(REPORT_MESSAGES.termTooLong) : undefined}
        >
          {(control) => (
            <input
              {...control}
              type="date"
              className="input"
              required
              value={to}
              onChange={(e) => setTo(e.target.value)}
            />
          )}
        </Field>
        <label className="check-row" htmlFor={`${id}-every`}>
          <input
            id={`${id}-every`}
            type="checkbox"
            checked={everyClass}
            onChange={(e) => setEveryClass(e.target.checked)}
          />
          <Trans>The same dates for all my classes</Trans>
        </label>
        {problem && <FormAlert>{problem}</FormAlert>}
        <DialogActions>
          {settings.term && (
            <button
              type="button"
              className="btn btn-ghost"
              disabled={pending}
              onClick={() => void save({ term: null })}
            >
              <Trans>Clear term</Trans>
            </button>
          )}
          <button type="button" className="btn" onClick={onClose} disabled={pending}>
            <Trans>Cancel</Trans>
          </button>
          <button type="submit" className="btn btn-primary" disabled={!ready || pending}>
            {pending ? t`Saving…` : t`Save term`}
          </button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

/** When a day's dot is green or yellow, by its share of positive points (RE3). */
export function DayColoursDialog({ classId, settings, onSaved, onClose }: SettingsDialogProps) {
  const { t } = useLingui();
  const [green, setGreen] = useState(String(settings.greenAt));
  const [yellow, setYellow] = useState(String(settings.yellowAt));
  const { pending, problem, save } = useSave(classId, onSaved, onClose);
  const greenAt = Number(green);
  const yellowAt = Number(yellow);
  const valid = green !== '' && yellow !== '' && validThresholds({ greenAt, yellowAt });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (valid && !pending) void save({ greenAt, yellowAt });
  };
  const percent = (label: string, value: string, set: (v: string) => void) => (
    <Field label={label}>
      {(control) => (
        <input
          {...control}
          type="number"
          inputMode="numeric"
          min={0}
          max={100}
          step={1}
          className="input"
          value={value}
          onChange={(e) => set(e.target.value)}
        />
      )}
    </Field>
  );
  return (
    <Dialog
      open
      title={t`Day colours`}
      description={t`A day's dot is coloured by its share of positive points.`}
      icon={<PaletteIcon size={22} />}
      onClose={onClose}
    >
      <form className="report-form" onSubmit={submit}>
        {percent(t`Green from (% positive)`, green, setGreen)}
        {percent(t`Yellow from (% positive)`, yellow, setYellow)}
        <p className="field-hint">
          <Trans>Below yellow, a day is red. A day without points has no colour.</Trans>
        </p>
        {!valid && <FormAlert>{contractText(REPORT_MESSAGES.thresholds)}</FormAlert>}
        {problem && <FormAlert>{problem}</FormAlert>}
        <DialogActions>
          <button
            type="button"
            className="btn btn-ghost"
            disabled={pending}
            onClick={() => {
              setGreen(String(REPORT_GREEN_AT_DEFAULT));
              setYellow(String(REPORT_YELLOW_AT_DEFAULT));
            }}
          >
            <Trans>Defaults</Trans>
          </button>
          <button type="button" className="btn" onClick={onClose} disabled={pending}>
            <Trans>Cancel</Trans>
          </button>
          <button type="submit" className="btn btn-primary" disabled={!valid || pending}>
            {pending ? t`Saving…` : t`Save colours`}
          </button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
