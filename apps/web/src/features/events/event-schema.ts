/** The contract's schema of an event, fetched by checkEventDraft when a form is first sent. */
export { createEventRequestSchema } from '@quad/contract';
