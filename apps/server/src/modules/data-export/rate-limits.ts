/** Request limits of the data export, counted per signed-in member. */
import { DATA_EXPORTS_PER_HOUR } from '@quad/contract';
import { minutes } from '../../infra/clock';

export const dataExportLimits = {
  /** Each export reads everything the member has, their images included. */
  exportsPerMember: {
    name: 'data-export-member',
    max: DATA_EXPORTS_PER_HOUR,
    windowMs: minutes(60),
  },
} as const;
