/** The people of an event: its guest list and who checked in (issue 19). */
import { z } from 'zod';
import { eventCountsSchema } from './events';
import { EVENT_ANSWERS } from './events-text';
import { userSummarySchema } from './members';

export const eventGuestSchema = z.object({
  user: userSummarySchema,
  answer: z.enum(EVENT_ANSWERS),
  /** On the waitlist: 1 for the first. */
  position: z.number().int().nullable(),
  /** A friend of the viewer (listed first). */
  friend: z.boolean(),
});
export type EventGuest = z.infer<typeof eventGuestSchema>;
export const eventGuestsSchema = z.object({
  going: z.array(eventGuestSchema),
  interested: z.array(eventGuestSchema),
  waitlist: z.array(eventGuestSchema),
  counts: eventCountsSchema,
  /** (ext) The occurrence of a repeating event these are of (only a repeating event has it). */
  occurrence: z.string().optional(),
});
export type EventGuests = z.infer<typeof eventGuestsSchema>;

export const attendanceSchema = z.array(
  z.object({
    user: userSummarySchema,
    occurrence: z.string(),
    checked_in_at: z.string(),
  }),
);
export type Attendance = z.infer<typeof attendanceSchema>;
