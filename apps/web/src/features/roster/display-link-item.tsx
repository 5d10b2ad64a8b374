import type { DisplayLinkDto } from '@classbeam/contracts';
import { useRef } from 'react';
import { copyText } from '../../lib/copy-text';
import { CopyIcon, ExternalIcon, LinkIcon } from '../../ui/classroom-icons';
import { LinkField } from '../../ui/link-field';
import { toast } from '../../ui/toast-store';
import './display-links.css';

const created = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** One link: shown as text (it can always be copied by hand), Copy, Open and Revoke. */
export function DisplayLinkItem({
  link,
  onRevoke,
}: {
  link: DisplayLinkDto;
  onRevoke: () => void;
}) {
  const input = useRef<HTMLInputElement>(null);
  const url = `${location.origin}${link.path}`;

  async function copy() {
    const ok = await copyText(url, input.current);
    toast(
      ok
        ? {
            title: 'Link copied',
            description: 'Open it on the classroom display.',
            variant: 'success',
          }
        : {
            title: 'Copy Failed',
            description: 'Please copy the URL manually.',
            variant: 'destructive',
          },
    );
  }

  return (
    <li className="link-item">
      <LinkField ref={input} url={url} label="Display link" icon={<LinkIcon size={18} />} />
      <p className="link-created">Created {created.format(new Date(link.createdAt))}</p>
      <div className="link-actions">
        <button type="button" className="btn" onClick={() => void copy()}>
          <CopyIcon size={17} />
          Copy
        </button>
        <a className="btn" href={link.path} target="_blank" rel="noreferrer">
          <ExternalIcon size={17} />
          Open
        </a>
        <button type="button" className="btn btn-ghost link-revoke" onClick={onRevoke}>
          Revoke
        </button>
      </div>
    </li>
  );
}
