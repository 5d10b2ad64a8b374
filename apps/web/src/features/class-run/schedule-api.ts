import type { ScheduleConfigDto, ScheduleConfigInput } from '@classbeam/contracts';
import { api } from '../../lib/api-client';

/*
 * Saved schedules ("schedule configurations") are plain HTTP: nothing else on screen follows
 * them live. Loading one into the class is a run command (set-schedule), not a call here.
 */
export const listScheduleConfigs = (classId: number) =>
  api.get<ScheduleConfigDto[]>(`/api/classes/${classId}/schedule-configurations`);

export const createScheduleConfig = (classId: number, input: ScheduleConfigInput) =>
  api.post<ScheduleConfigDto>(`/api/classes/${classId}/schedule-configurations`, input);

export const updateScheduleConfig = (id: number, input: ScheduleConfigInput) =>
  api.put<ScheduleConfigDto>(`/api/schedule-configurations/${id}`, input);

export const deleteScheduleConfig = (id: number) =>
  api.delete(`/api/schedule-configurations/${id}`);
