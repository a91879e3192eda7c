/** When a pause of notifications ends. */
import { TZDate } from '@date-fns/tz';
import { PAUSE_UNTIL_TOMORROW_HOUR, type PauseChoice } from '@quad/contract';
import { addMs, hours } from '../../infra/clock';

/** "Tomorrow" is the campus's next calendar day, at 8:00 in its time zone. */
export const pauseEnd = (choice: PauseChoice, now: Date, timeZone: string): Date => {
  if (choice === '1h') return addMs(now, hours(1));
  if (choice === '8h') return addMs(now, hours(8));
  const here = new TZDate(now.getTime(), timeZone);
  const end = new TZDate(
    here.getFullYear(),
    here.getMonth(),
    here.getDate() + 1,
    PAUSE_UNTIL_TOMORROW_HOUR,
    0,
    0,
    timeZone,
  );
  return new Date(end.getTime());
};
