import type { SkillDto } from '@classbeam/contracts';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { page } from 'vitest/browser';
import { render as renderBare } from 'vitest-browser-react';
import { LocaleProvider } from '../../lib/i18n/provider';
import { initialClassLive, useClassLive } from '../../lib/live/class-store';
import { useToastStore } from '../../ui/toast-store';
import { withOrder } from './skill-order';
import { SkillsCard } from './skills-card';

/** Rendered as the app renders it: inside the catalogue's provider. */
const render = (ui: ReactNode) => renderBare(ui, { wrapper: LocaleProvider });

/*
 * The skills editor against the server's answers (each is the class's whole list after the
 * change, as modules/skills answers; the server's own rules are its tests'): what it shows at
 * once, what it sends, and what it does when the server says no.
 */

const skill = (id: number, name: string, weight: number, position: number, archived = false) =>
  ({ id, classId: 1, name, icon: 'star', weight, position, archived }) as SkillDto;
// Positions mix the kinds, as a class's real list does after edits.
const SKILLS = [
  skill(1, 'Helping others', 1, 0),
  skill(2, 'Off task', -1, 1),
  skill(3, 'On task', 1, 2),
  skill(4, 'Teamwork', 2, 3),
  skill(5, 'No homework', -1, 4),
  skill(6, 'Old habit', 1, 5, true),
];

interface Sent {
  method: string;
  url: string;
  body: unknown;
}
let sent: Sent[];
/** The server's answer to the next request: the list after it, or a refusal. */
let answer: (request: Sent) => Response;
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

beforeEach(() => {
  useClassLive.setState({ ...initialClassLive(1), skills: SKILLS });
  sent = [];
  vi.spyOn(window, 'fetch').mockImplementation(async (url, init) => {
    const request = {
      method: init?.method ?? 'GET',
      url: String(url),
      body: init?.body ? JSON.parse(String(init.body)) : undefined,
    };
    sent.push(request);
    return answer(request);
  });
});
afterEach(() => {
  vi.restoreAllMocks();
  useClassLive.setState(initialClassLive(null));
  useToastStore.setState({ current: null });
});

const card = () => page.getByRole('region', { name: 'Skills', exact: true });
const section = (name: string) => card().getByRole('region', { name, exact: true });
const names = (name: string) =>
  section(name)
    .getByRole('button', { name: /^Edit / })
    .elements()
    .map((b) => b.getAttribute('aria-label')?.slice('Edit '.length));

describe('SkillsCard', () => {
  test('lists each kind in the teacher’s order; the first cannot go up, the last cannot go down', async () => {
    await render(<SkillsCard classId={1} />);
    await expect.element(section('Positive')).toBeVisible();
    expect(names('Positive')).toEqual(['Helping others', 'On task', 'Teamwork']);
    expect(names('Needs work')).toEqual(['Off task', 'No homework']);
    await expect
      .element(card().getByRole('button', { name: 'Move Helping others up' }))
      .toBeDisabled();
    await expect.element(card().getByRole('button', { name: 'Move Teamwork down' })).toBeDisabled();
    await expect.element(card().getByRole('button', { name: 'Move On task up' })).toBeEnabled();
    // Archived skills wait, folded, under their own heading.
    await expect.element(card().getByText('Old habit')).not.toBeInTheDocument();
    await card().getByRole('button', { name: 'Archived (1)' }).click();
    await expect.element(section('Archived').getByText('Old habit')).toBeVisible();
  });

  test('moving a skill swaps it with its neighbour of the same kind, on screen at once, and sends the whole order', async () => {
    answer = (request) => json(200, withOrder(SKILLS, (request.body as { ids: number[] }).ids));
    await render(<SkillsCard classId={1} />);
    await card().getByRole('button', { name: 'Move Helping others down' }).click();
    expect(names('Positive')).toEqual(['On task', 'Helping others', 'Teamwork']);
    expect(sent).toEqual([
      {
        method: 'PUT',
        url: '/api/classes/1/skills/order',
        // On task and Helping others change places; Off task keeps its place between them.
        body: { ids: [3, 2, 1, 4, 5, 6] },
      },
    ]);
    await vi.waitFor(() =>
      expect(useClassLive.getState().skills.find((s) => s.id === 1)?.position).toBe(2),
    );
  });

  test('a reorder the server refuses goes back, and the teacher reads why', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const why = 'The skills changed on another device. Look at the list again and reorder.';
    answer = () => json(409, { code: 'conflict', message: why });
    await render(<SkillsCard classId={1} />);
    await card().getByRole('button', { name: 'Move No homework up' }).click();
    await vi.waitFor(() => expect(useToastStore.getState().current?.description).toBe(why));
    expect(useToastStore.getState().current?.title).toBe('Order not saved');
    expect(names('Needs work')).toEqual(['Off task', 'No homework']);
  });

  test('an archived skill is brought back with one tap; a skill is archived from its edit dialog', async () => {
    answer = (request) =>
      json(
        200,
        SKILLS.map((s) =>
          request.url.endsWith(`/skills/${s.id}`) ? { ...s, ...(request.body as object) } : s,
        ),
      );
    await render(<SkillsCard classId={1} />);
    await card().getByRole('button', { name: 'Archived (1)' }).click();
    await card().getByRole('button', { name: 'Bring back Old habit' }).click();
    await vi.waitFor(() => expect(names('Positive')).toContain('Old habit'));
    expect(sent.at(-1)).toEqual({
      method: 'PATCH',
      url: '/api/classes/1/skills/6',
      body: { archived: false },
    });

    await card().getByRole('button', { name: 'Edit Teamwork' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Teamwork' });
    await dialog.getByRole('button', { name: 'Archive this skill' }).click();
    await expect.element(dialog).not.toBeInTheDocument();
    expect(sent.at(-1)).toEqual({
      method: 'PATCH',
      url: '/api/classes/1/skills/4',
      body: { archived: true },
    });
    await vi.waitFor(() => expect(names('Positive')).not.toContain('Teamwork'));
  });

  test('the edit dialog sends only what changed: name, icon and points', async () => {
    answer = (request) =>
      json(
        200,
        SKILLS.map((s) => (s.id === 3 ? { ...s, ...(request.body as object) } : s)),
      );
    await render(<SkillsCard classId={1} />);
    await card().getByRole('button', { name: 'Edit On task' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit On task' });
    await expect.element(dialog.getByText(/shows in past history/)).not.toBeInTheDocument();
    await dialog.getByLabelText('Name').fill('Focused');
    // A rename reaches back: the dialog says so, and how to keep the old name in the history.
    await expect
      .element(dialog.getByText(/The new name shows in past history and reports too/))
      .toBeVisible();
    await dialog.getByLabelText('Points').selectOptions('3');
    await dialog.getByRole('radio', { name: 'Light bulb' }).click();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect.element(dialog).not.toBeInTheDocument();
    expect(sent).toEqual([
      {
        method: 'PATCH',
        url: '/api/classes/1/skills/3',
        body: { name: 'Focused', icon: 'lightbulb', weight: 3 },
      },
    ]);
    await expect
      .element(card().getByRole('button', { name: 'Edit Focused' }))
      .toHaveTextContent('+3');
  });
});
