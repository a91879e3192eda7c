export { EditEventDialog } from './edit-event-dialog';
export { EventCard } from './event-card';
export { EventFormFields, type HostGroup } from './event-form-fields';
export {
  checkEventDraft,
  emptyEventDraft,
  fieldOfError,
  type EventDraft,
  type EventErrors,
} from './event-form';
export { useGroupsToHost } from './use-groups-to-host';
export type { PostChanger } from './post-changer';
export { checkInIsOpen, dateLocalesOf, timeOfDay, waitlistPlace } from './event-time';
export { ANSWER_LABELS, EDIT_EVENT, eventPath, POST_EVENT } from './words';
