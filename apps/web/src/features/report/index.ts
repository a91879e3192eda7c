export { ReportDialog } from './lazy-report-dialog';
