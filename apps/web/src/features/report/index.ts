export { ReportDialog } from './report-dialog';
