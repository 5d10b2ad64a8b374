import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { ApiRequestError } from '../../lib/api-client';
import { serverText } from '../../lib/server-texts/server-text';
import { ArrowLeftIcon } from '../../ui/icons';
import { LoadingScreen } from '../../ui/loading-screen';
import './report-page.css';

interface ReportShellProps {
  title: string;
  subtitle: ReactNode;
  /** Where the way back goes, and what it says ('Year 5', 'Class report'). */
  back: { to: string; label: string };
  children: ReactNode;
}

/** A report's page: the way back, the title and what it covers, then the report. */
export function ReportShell({ title, subtitle, back, children }: ReportShellProps) {
  return (
    <div className="report">
      <header className="report-bar">
        <div className="report-bar-inner">
          <Link to={back.to} className="btn">
            <ArrowLeftIcon size={18} />
            {back.label}
          </Link>
          <div className="report-heading">
            <h1 className="report-title">{title}</h1>
            <p className="report-subtitle">{subtitle}</p>
          </div>
        </div>
      </header>
      <main className="report-main" id="main">
        {children}
      </main>
    </div>
  );
}

/** The first answer not in yet, or what went wrong with it. */
export function ReportState({
  error,
  onRetry,
  classPath,
}: {
  error: unknown;
  onRetry: () => void;
  classPath: string;
}) {
  const { t } = useLingui();
  if (!error) return <LoadingScreen text={t`Loading report...`} />;
  const gone = error instanceof ApiRequestError && error.status === 404;
  const refused = error instanceof ApiRequestError && error.status === 400 && error.apiError;
  return (
    <div className="page-state" role="alert">
      <div className="page-state-inner report-problem">
        <h1 className="message-title">
          {gone ? t`This report is not here` : t`The report did not load`}
        </h1>
        <p className="message-text">
          {gone
            ? t`The class or the student is not there any more, or is not yours.`
            : refused
              ? serverText(error)
              : t`Check your connection and try again.`}
        </p>
        <div className="message-actions">
          {!gone && (
            <button type="button" className="btn btn-primary" onClick={onRetry}>
              <Trans>Try again</Trans>
            </button>
          )}
          <Link to={gone ? '/' : classPath} className="btn">
            {gone ? t`Your classes` : t`Back to the class`}
          </Link>
        </div>
      </div>
    </div>
  );
}

/** A card of a report, a title over its chart or figures; `wide` takes the whole row. */
export function ReportCard({
  title,
  wide,
  children,
}: {
  title: string;
  wide?: boolean;
  children: ReactNode;
}) {
  return (
    <section className={`report-card${wide ? ' report-card-wide' : ''}`}>
      <h2>{title}</h2>
      {children}
    </section>
  );
}
