import { type ReactNode, useRef, useState } from 'react';
import { describe, expect, test } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render as renderPlain } from 'vitest-browser-react';
import { LocaleProvider } from '../lib/i18n/provider';
import { Dialog } from './dialog';
import type { ReturnFocus } from './dialog-focus';
import { DialogActions } from './dialog-parts';

/** Drawn as the app draws it, inside the catalogue's provider (English, src/test/i18n-setup.ts). */
const render = (ui: ReactNode) => renderPlain(ui, { wrapper: LocaleProvider });

/** An opener and a dialog with a Close button, mounted only while open. */
function Opener({ returnFocus, children }: { returnFocus?: ReturnFocus; children?: ReactNode }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      {children}
      {open && (
        <Dialog open title="Settings" onClose={() => setOpen(false)} returnFocus={returnFocus}>
          <DialogActions>
            <button type="button" className="btn" onClick={() => setOpen(false)}>
              Done
            </button>
          </DialogActions>
        </Dialog>
      )}
    </>
  );
}

function WithRef() {
  const search = useRef<HTMLInputElement>(null);
  return (
    <Opener returnFocus={search}>
      <input ref={search} aria-label="Search" />
    </Opener>
  );
}

function Row() {
  const [rows, setRows] = useState(['Ada', 'Ben', 'Cy']);
  const [asking, setAsking] = useState<string | null>(null);
  return (
    <>
      <ul>
        {rows.map((name) => (
          <li key={name}>
            <button type="button" onClick={() => setAsking(name)}>
              Remove {name}
            </button>
          </li>
        ))}
      </ul>
      {asking && (
        <Dialog open title="Settings" onClose={() => setAsking(null)}>
          <button
            type="button"
            onClick={() => {
              setRows((all) => all.filter((n) => n !== asking));
              setAsking(null);
            }}
          >
            Remove
          </button>
        </Dialog>
      )}
    </>
  );
}

/** A chip that moves to another list when the server's echo comes back, after the close. */
function Moving() {
  const [moved, setMoved] = useState(false);
  const [open, setOpen] = useState(false);
  const chip = (
    <button type="button" data-chip onClick={() => setOpen(true)}>
      Ada
    </button>
  );
  return (
    <>
      <section aria-label="Owls">{!moved && chip}</section>
      <section aria-label="Frogs">{moved && chip}</section>
      {open && (
        <Dialog
          open
          title="Settings"
          onClose={() => setOpen(false)}
          returnFocus={() => document.querySelector<HTMLElement>('[data-chip]')}
        >
          <button
            type="button"
            onClick={() => {
              setOpen(false);
              setTimeout(() => setMoved(true), 100);
            }}
          >
            Move to Frogs
          </button>
        </Dialog>
      )}
    </>
  );
}

const dialog = () => page.getByRole('dialog', { name: 'Settings' });

describe('Dialog', () => {
  test('Escape asks the owner to close; closed, the keyboard is back on the opener', async () => {
    await render(<Opener />);
    const opener = page.getByRole('button', { name: 'Open' });
    await opener.click();
    await expect.element(dialog()).toBeVisible();
    await expect.element(opener).not.toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect.element(dialog()).not.toBeInTheDocument();
    await expect.element(opener).toHaveFocus();
  });

  test('returnFocus given as a ref: the keyboard goes there on close', async () => {
    await render(<WithRef />);
    await page.getByRole('button', { name: 'Open' }).click();
    await dialog().getByRole('button', { name: 'Done' }).click();
    await expect.element(page.getByRole('textbox', { name: 'Search' })).toHaveFocus();
  });

  test('returnFocus given as a function: asked with the opener; nothing means the opener', async () => {
    const asked: (HTMLElement | null)[] = [];
    await render(
      <Opener
        returnFocus={(opener) => {
          asked.push(opener);
          return null;
        }}
      />,
    );
    const opener = page.getByRole('button', { name: 'Open' });
    await opener.click();
    await userEvent.keyboard('{Escape}');
    await expect.element(opener).toHaveFocus();
    expect(asked[0]).toBe(opener.element());
  });

  test('an opener gone while the dialog was open: the keyboard lands on what stands in its place', async () => {
    await render(<Row />);
    await page.getByRole('button', { name: 'Remove Ben' }).click();
    await dialog().getByRole('button', { name: 'Remove', exact: true }).click();
    await expect.element(page.getByRole('button', { name: 'Remove Cy' })).toHaveFocus();
  });

  test('a returnFocus target drawn anew just after the close is followed', async () => {
    await render(<Moving />);
    await page.getByRole('button', { name: 'Ada' }).click();
    await dialog().getByRole('button', { name: 'Move to Frogs' }).click();
    await expect
      .element(page.getByRole('region', { name: 'Frogs' }).getByRole('button', { name: 'Ada' }))
      .toHaveFocus();
  });
});
