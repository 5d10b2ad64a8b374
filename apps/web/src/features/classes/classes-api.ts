import type { ClassCreateInput, ClassDto, ClassUpdateInput } from '@classbeam/contracts';
import { api, hasStatus } from '../../lib/api-client';

export const listClasses = () => api.get<ClassDto[]>('/api/classes');

/** null when the class does not exist or is not this teacher's: both mean "pick another". */
export async function fetchClass(id: number): Promise<ClassDto | null> {
  try {
    return await api.get<ClassDto>(`/api/classes/${id}`);
  } catch (error) {
    if (hasStatus(error, 404) || hasStatus(error, 403)) return null;
    throw error;
  }
}

export const createClass = (input: ClassCreateInput) => api.post<ClassDto>('/api/classes', input);

export const deleteClass = (id: number) => api.delete(`/api/classes/${id}`);

export const updateClass = (id: number, input: ClassUpdateInput) =>
  api.patch<ClassDto>(`/api/classes/${id}`, input);
