/** Reporting an item and hiding it, typed from the contract's entries. */
import type { ReportedItem, ReportRequest } from '@quad/contract';
import { callApi } from './client';

export const reportItem = (body: ReportRequest) => callApi('reportItem', { body });

export const hideReportedItem = (body: ReportedItem) => callApi('hideReportedItem', { body });
