import { windowOpen } from '@classbeam/domain';
import { useEffect, useState } from 'react';
import { copyText } from '../../lib/copy-text';
import { useClassLive } from '../../lib/live/class-store';
import { CopyIcon } from '../../ui/classroom-icons';
import { toast } from '../../ui/toast-store';
import { selfAssessmentUrl, setSelfAssessmentOpen } from './assessment-api';

/** How long the button says it copied (spec section 9). */
const COPIED_MS = 2000;

/**
 * Copy Student Assessment Link (students card, shown while student assessment is on). The
 * toast promises 'Students can now access their self-assessment.', so a closed page is
 * opened for its 30 minutes first.
 */
export function CopyAssessmentLink({ classId }: { classId: number }) {
  const view = useClassLive((s) => s.selfAssessment);
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  if (!view) return null;

  const copy = async () => {
    const url = selfAssessmentUrl(classId, view.key);
    // The clipboard wants the tap's user activation: copy first, open the page after.
    const ok = await copyText(url);
    if (!ok) {
      toast({
        title: 'Copy Failed',
        description: 'Please copy the URL manually.',
        variant: 'destructive',
      });
      return;
    }
    setCopied(true);
    if (!windowOpen(view.openUntil ? Date.parse(view.openUntil) : null, Date.now())) {
      try {
        const opened = await setSelfAssessmentOpen(classId, true);
        useClassLive.setState({ selfAssessment: opened });
      } catch (error) {
        console.warn('Could not open self-assessment', error);
        toast({
          title: 'URL Copied!',
          description: 'The page is still closed: open it from Self-Assessment.',
          variant: 'warning',
        });
        return;
      }
    }
    toast({
      title: 'URL Copied!',
      description: 'Students can now access their self-assessment.',
      variant: 'success',
    });
  };

  return (
    <button type="button" className="btn" onClick={() => void copy()}>
      <CopyIcon size={17} />
      {copied ? 'Copied!' : 'Copy Student Assessment Link'}
    </button>
  );
}
