export { ReportDialog } from './lazy-report-dialog';
export { REPORT_REASON_NAMES } from './reason-names';
