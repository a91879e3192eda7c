/**
 * The contract's event texts (eventText) the event form and cards show: the form's rules and
 * the server's answers. Their catalog ids are their English texts, as in the server's catalogs
 * (src/i18n/contract-texts.ts); event-contract-texts.test.ts holds the list to eventText.
 */
export const eventContractTexts = [
  /*i18n*/ { id: 'An event needs a title.' },
  /*i18n*/ { id: 'A title can be up to 100 characters.' },
  /*i18n*/ { id: 'Choose when the event starts.' },
  /*i18n*/ { id: 'The end must be after the start.' },
  /*i18n*/ { id: 'A location can be up to 200 characters.' },
  /*i18n*/ { id: 'The online link must be an http:// or https:// address.' },
  /*i18n*/ { id: 'Capacity must be a whole number from 1 to 10,000.' },
  /*i18n*/ { id: 'Choose until when the event repeats.' },
  /*i18n*/ { id: 'The repeat must end after the first occurrence.' },
  /*i18n*/ { id: 'A repeating event can have up to 52 occurrences.' },
  /*i18n*/ { id: 'Only an event hosted by a group can be for its members.' },
  /*i18n*/ { id: "A group's event is for the community or for the group's members." },
  /*i18n*/ { id: "A private or hidden group's event is for its members only." },
  /*i18n*/ { id: 'You can host an event only in a group where you are an admin or moderator.' },
  /*i18n*/ { id: 'This event does not exist.' },
  /*i18n*/ { id: 'The event has no occurrence at this time.' },
  /*i18n*/ { id: 'This date of the event was cancelled.' },
  /*i18n*/ { id: "Only the event's host can do this." },
  /*i18n*/ { id: 'The host is not counted among the answers.' },
  /*i18n*/ { id: 'This event was cancelled.' },
  /*i18n*/ { id: 'This event has already started.' },
  /*i18n*/ { id: 'You can invite your friends, or members of the host group.' },
  /*i18n*/ { id: 'Check-in opens an hour before the event and closes at its end.' },
  /*i18n*/ { id: 'Only members who are going can check in.' },
  /*i18n*/ { id: 'This check-in code is wrong or has expired.' },
  /*i18n*/ { id: 'There is no calendar feed at this address.' },
];
