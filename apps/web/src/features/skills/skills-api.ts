import type { ClassDto, SkillDto, SkillInput, SkillPatch } from '@classbeam/contracts';
import { api } from '../../lib/api-client';

/* Every answer is the class's whole list as it stands after the change. */

export const addSkill = (classId: number, input: SkillInput) =>
  api.post<SkillDto[]>(`/api/classes/${classId}/skills`, input);

export const editSkill = (classId: number, skillId: number, patch: SkillPatch) =>
  api.patch<SkillDto[]>(`/api/classes/${classId}/skills/${skillId}`, patch);

export const orderSkills = (classId: number, ids: readonly number[]) =>
  api.put<SkillDto[]>(`/api/classes/${classId}/skills/order`, { ids });

export const copySkills = (classId: number, fromClassId: number) =>
  api.post<SkillDto[]>(`/api/classes/${classId}/skills/copy`, { fromClassId });

/** The teacher's classes (to copy skills from one). */
export const listClasses = () => api.get<ClassDto[]>('/api/classes');
