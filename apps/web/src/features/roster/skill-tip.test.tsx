import type { SkillDto } from '@classbeam/contracts';
import { afterEach, beforeEach, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { closeAwardPicker, openAwardPicker } from '../../lib/award-picker';
import { LocaleProvider } from '../../lib/i18n/provider';
import { initialClassLive, useClassLive } from '../../lib/live/class-store';
import SkillTip from './skill-tip';
import { skillTipSeen } from './skill-tip-seen';

const HELPING = {
  id: 1,
  classId: 1,
  name: 'Helping others',
  icon: 'star',
  weight: 1,
  position: 1,
  archived: false,
} as SkillDto;

beforeEach(() => {
  localStorage.clear();
  useClassLive.setState({ skills: [HELPING] });
});
afterEach(() => {
  closeAwardPicker();
  useClassLive.setState(initialClassLive(null));
});

test('the tip says where the skills are, and Got it puts it away for good', async () => {
  expect(skillTipSeen()).toBe(false);
  await render(<SkillTip />, { wrapper: LocaleProvider });
  const tip = page.getByRole('complementary', { name: 'Tip' });
  await expect.element(tip).toHaveTextContent(/Tap a student’s points to give a skill/);
  await tip.getByRole('button', { name: 'Got it' }).click();
  await expect.element(tip).not.toBeInTheDocument();
  expect(skillTipSeen()).toBe(true);
});

test("its example is the class's own first praise, as the class has named it", async () => {
  useClassLive.setState({
    skills: [
      { ...HELPING, id: 2, name: 'Off task', weight: -1, position: 0 },
      { ...HELPING, name: 'Helping a friend' },
    ],
  });
  await render(<SkillTip />, { wrapper: LocaleProvider });
  await expect
    .element(page.getByRole('complementary', { name: 'Tip' }))
    .toHaveTextContent(/like Helping a friend\./);
});

test('once seen, or while the class has no skills to give, it draws nothing', async () => {
  useClassLive.setState({ skills: [{ ...HELPING, archived: true }] });
  const { unmount } = await render(<SkillTip />, { wrapper: LocaleProvider });
  await expect.element(page.getByRole('complementary', { name: 'Tip' })).not.toBeInTheDocument();
  unmount();
  useClassLive.setState({ skills: [HELPING] });
  localStorage.setItem('classbeam:tip:skill-points', '1');
  await render(<SkillTip />, { wrapper: LocaleProvider });
  await expect.element(page.getByRole('complementary', { name: 'Tip' })).not.toBeInTheDocument();
});

test('opening the picker from a student puts the tip away too; the whole class does not', async () => {
  await render(<SkillTip />, { wrapper: LocaleProvider });
  const tip = page.getByRole('complementary', { name: 'Tip' });
  openAwardPicker({ kind: 'class' });
  await new Promise((r) => setTimeout(r, 50));
  await expect.element(tip).toBeInTheDocument();
  openAwardPicker({ kind: 'student', studentId: 1, name: 'Ada' });
  await expect.element(tip).not.toBeInTheDocument();
  expect(skillTipSeen()).toBe(true);
});
