import type { DisplayLinkDto } from '@classbeam/contracts';
import { Trans, useLingui } from '@lingui/react/macro';
import { useRef } from 'react';
import { copyText } from '../../lib/copy-text';
import { dateFormat } from '../../lib/i18n/format';
import { CopyIcon, ExternalIcon, LinkIcon } from '../../ui/classroom-icons';
import { LinkField } from '../../ui/link-field';
import { toast } from '../../ui/toast-store';
import './display-links.css';

/** One link: shown as text (it can always be copied by hand), Copy, Open and Revoke. */
export function DisplayLinkItem({
  link,
  onRevoke,
}: {
  link: DisplayLinkDto;
  onRevoke: () => void;
}) {
  const { t } = useLingui();
  const input = useRef<HTMLInputElement>(null);
  const created = dateFormat({ dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(link.createdAt),
  );
  const url = `${location.origin}${link.path}`;

  async function copy() {
    const ok = await copyText(url, input.current);
    toast(
      ok
        ? {
            title: t`Link copied`,
            description: t`Open it on the classroom display.`,
            variant: 'success',
          }
        : {
            title: t`Copy Failed`,
            description: t`Please copy the URL manually.`,
            variant: 'destructive',
          },
    );
  }

  return (
    <li className="link-item">
      <LinkField ref={input} url={url} label={t`Display link`} icon={<LinkIcon size={18} />} />
      <p className="link-created">
        <Trans>Created {created}</Trans>
      </p>
      <div className="link-actions">
        <button type="button" className="btn" onClick={() => void copy()}>
          <CopyIcon size={17} />
          <Trans>Copy</Trans>
        </button>
        <a className="btn" href={link.path} target="_blank" rel="noreferrer">
          <ExternalIcon size={17} />
          <Trans>Open</Trans>
        </a>
        <button type="button" className="btn btn-ghost link-revoke" onClick={onRevoke}>
          <Trans>Revoke</Trans>
        </button>
      </div>
    </li>
  );
}
