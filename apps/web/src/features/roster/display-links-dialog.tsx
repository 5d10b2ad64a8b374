import type { DisplayLinkDto } from '@classbeam/contracts';
import { useEffect, useState } from 'react';
import { Dialog } from '../../ui/dialog';
import { AlertIcon, MonitorIcon, PlusIcon } from '../../ui/icons';
import { toast } from '../../ui/toast-store';
import { DisplayLinkItem } from './display-link-item';
import { createDisplayLink, listDisplayLinks, revokeDisplayLink } from './students-api';
import './display-links.css';

type Load = 'loading' | 'ready' | 'error';

/**
 * Read-only links that open the scoreboard on the classroom display without signing in.
 * The link is the whole key, so the dialog says so, and revoking one closes that display.
 */
export function DisplayLinksDialog({ classId, onClose }: { classId: number; onClose: () => void }) {
  const [links, setLinks] = useState<DisplayLinkDto[]>([]);
  const [load, setLoad] = useState<Load>('loading');
  const [attempt, setAttempt] = useState(0);
  const [busy, setBusy] = useState(false);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` is the Try again button's way to run this again
  useEffect(() => {
    let current = true;
    setLoad('loading');
    listDisplayLinks(classId).then(
      (list) => {
        if (!current) return;
        setLinks(list);
        setLoad('ready');
      },
      (error: unknown) => {
        console.error('Could not load display links', error);
        if (current) setLoad('error');
      },
    );
    return () => {
      current = false;
    };
  }, [classId, attempt]);

  async function create() {
    setBusy(true);
    try {
      const link = await createDisplayLink(classId);
      setLinks((list) => [...list, link]);
    } catch (error) {
      console.error('Could not create a display link', error);
      toast({
        title: 'Error',
        description: 'Could not create a link. Please try again.',
        variant: 'destructive',
      });
    } finally {
      setBusy(false);
    }
  }

  async function revoke(link: DisplayLinkDto) {
    try {
      await revokeDisplayLink(link.id);
      setLinks((list) => list.filter((l) => l.id !== link.id));
      toast({
        title: 'Link revoked',
        description: 'A display using it disconnects now.',
        variant: 'success',
      });
    } catch (error) {
      console.error('Could not revoke a display link', error);
      toast({
        title: 'Error',
        description: 'Could not revoke the link. Please try again.',
        variant: 'destructive',
      });
    }
  }

  return (
    <Dialog
      open
      title="Display link"
      description="Open the scoreboard on the classroom display without signing in there. It shows names, photos and points only, and nothing can be changed from it."
      icon={<MonitorIcon size={22} />}
      onClose={onClose}
    >
      {load === 'loading' && (
        <p className="loading-text links-state" role="status">
          Loading links…
        </p>
      )}
      {load === 'error' && (
        <div className="form-alert" role="alert">
          <AlertIcon size={18} />
          <p>
            Could not load the links.{' '}
            <button type="button" className="link-button" onClick={() => setAttempt((n) => n + 1)}>
              Try again
            </button>
          </p>
        </div>
      )}
      {load === 'ready' && links.length === 0 && (
        <p className="links-empty">No links yet. Create one, then open it on the display.</p>
      )}
      {links.length > 0 && (
        <ul className="links">
          {links.map((link) => (
            <DisplayLinkItem key={link.id} link={link} onRevoke={() => void revoke(link)} />
          ))}
        </ul>
      )}
      <p className="field-hint links-warning">
        Anyone with a link can see this scoreboard. Revoke a link you no longer use.
      </p>
      <div className="dialog-actions">
        <button type="button" className="btn" onClick={onClose}>
          Done
        </button>
        <button
          type="button"
          className="btn btn-primary"
          onClick={() => void create()}
          disabled={busy || load !== 'ready'}
        >
          <PlusIcon size={18} />
          {busy ? 'Creating…' : 'Create link'}
        </button>
      </div>
    </Dialog>
  );
}
