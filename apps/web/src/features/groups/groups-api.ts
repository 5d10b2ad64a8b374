import type {
  GroupConfigDto,
  GroupConfigInput,
  GroupCreate,
  GroupDto,
  GroupUpdate,
  KeepApart,
  RandomGroupsResult,
} from '@classbeam/contracts';
import { api } from '../../lib/api-client';
import { configMemory } from '../../ui/saved-configs/config-memory';

/*
 * The spec's group calls. Every change comes back to every device of the class (this one
 * too) as `groups:changed`; calls that answer with the groups and their version (the draw,
 * a layout load) are applied at once as well.
 */
export const createGroup = (classId: number, input: GroupCreate) =>
  api.post<GroupDto>(`/api/classes/${classId}/groups`, input);
export const updateGroup = (groupId: number, input: GroupUpdate) =>
  api.patch<GroupDto>(`/api/groups/${groupId}`, input);
export const deleteGroup = (groupId: number) => api.delete(`/api/groups/${groupId}`);
export const clearGroups = (classId: number) => api.delete(`/api/classes/${classId}/groups`);
export const addMember = (groupId: number, studentId: number) =>
  api.post<GroupDto>(`/api/groups/${groupId}/students/${studentId}`);
export const removeMember = (groupId: number, studentId: number) =>
  api.delete(`/api/groups/${groupId}/students/${studentId}`);
export const drawGroups = (classId: number, count: number) =>
  api.post<RandomGroupsResult>(`/api/classes/${classId}/groups/random`, { count });

export const getKeepApart = (classId: number) =>
  api.get<KeepApart>(`/api/classes/${classId}/keep-apart`);
export const putKeepApart = (classId: number, pairs: KeepApart['pairs']) =>
  api.put<KeepApart>(`/api/classes/${classId}/keep-apart`, { pairs });

export const listLayouts = (classId: number) =>
  api.get<GroupConfigDto[]>(`/api/classes/${classId}/group-configurations`);
export const createLayout = (classId: number, input: GroupConfigInput) =>
  api.post<GroupConfigDto>(`/api/classes/${classId}/group-configurations`, input);
export const updateLayout = (id: number, input: GroupConfigInput) =>
  api.put<GroupConfigDto>(`/api/group-configurations/${id}`, input);
export const deleteLayout = (id: number) => api.delete(`/api/group-configurations/${id}`);
export const loadLayout = (id: number) =>
  api.post<{ version: number; groups: GroupDto[] }>(`/api/group-configurations/${id}/load`);

/** The group layout last loaded or saved per class on this device, which Update overwrites. */
export const groupLayouts = configMemory('group');
