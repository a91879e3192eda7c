/** (ext) Moderators' calls: access, the report queue, its actions and the audit log. */
import type { RemovableItemKind, ReportItemKind, SuspendRequest } from '@quad/contract';
import { callApi, callApiPage } from './client';

export const getModerationAccess = () => callApi('moderationAccess');

export const getReportQueue = (cursor?: string) =>
  callApiPage('getReportQueue', { query: { cursor } });

export const dismissReports = (item: { kind: ReportItemKind; id: string }, reason: string) =>
  callApi('dismissReports', { params: item, body: { reason } });

export const removeItem = (item: { kind: RemovableItemKind; id: string }, reason: string) =>
  callApi('removeItem', { params: item, body: { reason } });

export const suspendMember = (memberId: string, body: SuspendRequest) =>
  callApi('suspendMember', { params: { id: memberId }, body });

export const liftSuspension = (memberId: string, reason: string) =>
  callApi('liftSuspension', { params: { id: memberId }, body: { reason } });

export const getModerationLog = (cursor?: string) =>
  callApiPage('getModerationLog', { query: { cursor } });
