import type { AwardNote, SkillDto } from '@classbeam/contracts';
import { describe, expect, it } from 'vitest';
import { activateLocale, loadCatalogues } from '../../lib/i18n/activate';
import { awardMoments } from './award-moments';
import { soundFor, soundsHere } from './award-sound';

const skills = [
  { id: 1, classId: 1, name: 'Teamwork', icon: 'team', weight: 2, position: 0, archived: false },
  { id: 2, classId: 1, name: 'Off task', icon: 'warning', weight: -1, position: 1, archived: true },
] as SkillDto[];
const note = (more: Partial<AwardNote>): AwardNote => ({
  opId: 'op',
  target: 'student',
  studentIds: [1],
  groupId: null,
  skillId: 1,
  delta: 2,
  ...more,
});

describe('awardMoments (decisions 0159, 0163)', () => {
  const names = new Map([
    [4, 'Leo Brown'],
    [5, 'Ada Chen'],
  ]);

  it("puts a student award on the card, and in the banner with the student's name", () => {
    expect(awardMoments([note({ studentIds: [4] })], 3, skills, [], names)).toEqual({
      cards: [[4, { seq: 3000, icon: 'team', name: 'Teamwork', points: '+2', kind: 'positive' }]],
      banners: [
        {
          seq: 3000,
          who: 'Leo Brown',
          badge: { seq: 3000, icon: 'team', name: 'Teamwork', points: '+2', kind: 'positive' },
        },
      ],
    });
  });

  it('names several students by their number, each on their own card', () => {
    const moments = awardMoments([note({ studentIds: [4, 5] })], 1, skills, [], names);
    expect(moments.cards.map(([id]) => id)).toEqual([4, 5]);
    expect(moments.banners.map((b) => b.who)).toEqual(['2 students']);
  });

  it('names a group or the whole class in the banner; an archived skill still has its name', () => {
    const groups = [{ id: 9, name: 'Owls' }];
    const group = awardMoments([note({ target: 'group', groupId: 9 })], 1, skills, groups);
    expect(group.banners).toMatchObject([
      { who: 'Owls', badge: { name: 'Teamwork', points: '+2' } },
    ]);
    expect(group.cards).toEqual([]);
    const all = awardMoments([note({ target: 'class', skillId: 2, delta: -1 })], 2, skills, []);
    expect(all.banners).toMatchObject([
      { who: 'Whole class', badge: { name: 'Off task', points: '-1', kind: 'needs-work' } },
    ]);
  });

  it("says a student's telling-off quietly: the card only, and nothing on a board without points", () => {
    const offTask = note({ studentIds: [4], skillId: 2, delta: -1 });
    const reminder = note({ studentIds: [5], skillId: 2, delta: 0 });
    const shown = awardMoments([offTask, reminder], 1, skills, [], names);
    expect(shown.banners).toEqual([]);
    expect(shown.cards.map(([id, badge]) => [id, badge.kind])).toEqual([
      [4, 'needs-work'],
      [5, 'reminder'],
    ]);
    expect(awardMoments([offTask, reminder], 1, skills, [], names, false)).toEqual({
      cards: [],
      banners: [],
    });
    // Praise is still said out loud there; a group's or the class's needs-work names no child.
    const praise = awardMoments([note({ studentIds: [4] })], 2, skills, [], names, false);
    expect(praise.banners.map((b) => b.who)).toEqual(['Leo Brown']);
    const all = awardMoments([note({ target: 'class', skillId: 2, delta: -1 })], 3, skills, []);
    expect(all.banners.map((b) => b.who)).toEqual(['Whole class']);
  });

  it('shows nothing for a plain point, or a skill it does not know', () => {
    expect(awardMoments([note({ skillId: null }), note({ skillId: 99 })], 1, skills, [])).toEqual({
      cards: [],
      banners: [],
    });
  });
});

describe('the award sound (decision 0160)', () => {
  const on = {
    awardSound: true,
    awardSoundPositive: true,
    awardSoundNeedsWork: true,
    awardSoundDevice: 'link:4',
  };
  it('plays only on the chosen device, and only with the master switch on', () => {
    expect(soundsHere(on, 'link:4')).toBe(true);
    expect(soundsHere(on, 'link:5')).toBe(false);
    expect(soundsHere(on, null)).toBe(false);
    expect(soundsHere({ ...on, awardSound: false }, 'link:4')).toBe(false);
    expect(soundsHere({ ...on, awardSoundDevice: null }, 'link:4')).toBe(false);
  });

  it('sounds a point given or taken under its own switch; a reminder is silent', () => {
    const heard = (...deltas: number[]) => ({
      seq: 1,
      notes: deltas.map((delta) => note({ delta })),
    });
    expect(soundFor(heard(1), on)).toBe('positive');
    expect(soundFor(heard(-2), on)).toBe('needs-work');
    expect(soundFor(heard(0), on)).toBeNull();
    expect(soundFor(heard(1), { ...on, awardSoundPositive: false })).toBeNull();
    expect(soundFor(heard(-1), { ...on, awardSoundNeedsWork: false })).toBeNull();
    expect(soundFor(heard(1, -1), { ...on, awardSoundPositive: false })).toBe('needs-work');
  });
});

describe('the banner in the class’s language (a display set to Spanish)', () => {
  it('names who got an award with a plural, and the whole class, in Spanish', async () => {
    await loadCatalogues(['skills']);
    await activateLocale('es');
    try {
      const who = (more: Partial<AwardNote>) =>
        awardMoments([note(more)], 1, skills, []).banners.map((b) => b.who);
      expect(who({ studentIds: [4, 5, 6] })).toEqual(['3 alumnos']);
      expect(who({ target: 'class', studentIds: [4, 5] })).toEqual(['Toda la clase']);
      expect(who({ target: 'group', groupId: 9, studentIds: [4, 5] })).toEqual(['Un grupo']);
    } finally {
      await activateLocale('en');
    }
  });
});
