import type { DisplayLinkDto } from '@classbeam/contracts';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useLiveResource } from '../../lib/live/live-resource';
import { Dialog } from '../../ui/dialog';
import { DialogActions, DialogBody, FormAlert } from '../../ui/dialog-parts';
import { MonitorIcon, PlusIcon } from '../../ui/icons';
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
  const { t } = useLingui();
  // Read again when a link is created or revoked on another of the teacher's devices.
  const { data, failed, reload, update } = useLiveResource(
    classId,
    ['display-links'],
    () => listDisplayLinks(classId),
    {
      what: 'Display links',
    },
  );
  const links = data ?? [];
  const load: Load = data !== undefined ? 'ready' : failed ? 'error' : 'loading';
  const setLinks = (change: (list: DisplayLinkDto[]) => DisplayLinkDto[]) =>
    update((list) => change(list ?? []));
  const [busy, setBusy] = useState(false);

  async function create() {
    setBusy(true);
    try {
      const link = await createDisplayLink(classId);
      // The broadcast may have brought it already (a slow answer): listed once.
      setLinks((list) => (list.some((l) => l.id === link.id) ? list : [...list, link]));
    } catch (error) {
      console.error('Could not create a display link', error);
      toast({
        title: t`Error`,
        description: t`Could not create a link. Please try again.`,
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
        title: t`Link revoked`,
        description: t`A display using it disconnects now.`,
        variant: 'success',
      });
    } catch (error) {
      console.error('Could not revoke a display link', error);
      toast({
        title: t`Error`,
        description: t`Could not revoke the link. Please try again.`,
        variant: 'destructive',
      });
    }
  }

  return (
    <Dialog
      open
      title={t`Display link`}
      description={t`Open the scoreboard on the classroom display without signing in there. It shows names, photos and points only, and nothing can be changed from it.`}
      icon={<MonitorIcon size={22} />}
      onClose={onClose}
    >
      <DialogBody>
        {load === 'loading' && (
          <p className="loading-text links-state" role="status">
            <Trans>Loading links…</Trans>
          </p>
        )}
        {load === 'error' && (
          <FormAlert onRetry={reload}>
            <Trans>Could not load the links.</Trans>
          </FormAlert>
        )}
        {load === 'ready' && links.length === 0 && (
          <p className="links-empty">
            <Trans>No links yet. Create one, then open it on the display.</Trans>
          </p>
        )}
        {links.length > 0 && (
          <ul className="links">
            {links.map((link) => (
              <DisplayLinkItem key={link.id} link={link} onRevoke={() => void revoke(link)} />
            ))}
          </ul>
        )}
        <p className="field-hint links-warning">
          <Trans>
            Anyone with a link can see this scoreboard. Revoke a link you no longer use.
          </Trans>
        </p>
      </DialogBody>
      <DialogActions>
        <button type="button" className="btn" onClick={onClose}>
          <Trans>Done</Trans>
        </button>
        <button
          type="button"
          className="btn btn-primary"
          onClick={() => void create()}
          disabled={busy || load !== 'ready'}
        >
          <PlusIcon size={18} />
          {busy ? t`Creating…` : t`Create link`}
        </button>
      </DialogActions>
    </Dialog>
  );
}
