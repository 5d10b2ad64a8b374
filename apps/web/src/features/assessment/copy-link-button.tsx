import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { copyText } from '../../lib/copy-text';
import { useClassLive } from '../../lib/live/class-store';
import { CopyIcon } from '../../ui/classroom-icons';
import { toast } from '../../ui/toast-store';
import { selfAssessmentUrl, setSelfAssessmentOpen } from './assessment-api';
import './copy-link-button.css';

/** How long the button says it copied (spec section 9). */
const COPIED_MS = 2000;

/**
 * Copies the students' link and opens the page for its next 30 minutes (or keeps it open that
 * long): the toast promises 'Students can now access their self-assessment.', which must be
 * true. The clipboard wants the tap's user activation, so the copy goes first. True if copied.
 */
export async function copyAndOpen(
  classId: number,
  key: string,
  input: HTMLInputElement | null = null,
): Promise<boolean> {
  if (!(await copyText(selfAssessmentUrl(classId, key), input))) {
    toast({
      title: t`Copy Failed`,
      description: t`Please copy the URL manually.`,
      variant: 'destructive',
    });
    return false;
  }
  try {
    useClassLive.setState({ selfAssessment: await setSelfAssessmentOpen(classId, true) });
  } catch (error) {
    console.warn('Could not open self-assessment', error);
    toast({
      title: t`URL Copied!`,
      description: t`The page could not be opened: open it from the Self-Assessment card.`,
      variant: 'warning',
    });
    return true;
  }
  toast({
    title: t`URL Copied!`,
    description: t`Students can now access their self-assessment.`,
    variant: 'success',
  });
  return true;
}

/** The 2 s 'Copied!' on a copy button (spec section 9). */
export function useCopied(): [boolean, () => void] {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_MS);
    return () => clearTimeout(timer);
  }, [copied]);
  return [copied, () => setCopied(true)];
}

/** Copy Student Assessment Link (students card, shown while student assessment is on). */
export function CopyAssessmentLink({ classId }: { classId: number }) {
  const view = useClassLive((s) => s.selfAssessment);
  const [copied, markCopied] = useCopied();
  if (!view) return null;
  return (
    <button
      type="button"
      className="btn panel-action-wide copy-assessment-link"
      onClick={() => void copyAndOpen(classId, view.key).then((ok) => ok && markCopied())}
    >
      <CopyIcon size={17} />
      {copied ? <Trans>Copied!</Trans> : <Trans>Copy Student Assessment Link</Trans>}
    </button>
  );
}
