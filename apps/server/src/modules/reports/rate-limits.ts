/** Request limits of reports, counted per signed-in member. */
import { REPORTS_PER_HOUR } from '@quad/contract';
import { hours } from '../../infra/clock';

export const reportLimits = {
  /** A member who meets a lot of trouble reports a few things; dozens an hour is a campaign. */
  reportsPerMember: { name: 'report-member', max: REPORTS_PER_HOUR, windowMs: hours(1) },
} as const;
