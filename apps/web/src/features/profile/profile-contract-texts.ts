/**
 * The contract's rules of a profile's details (messages.details) the Edit Details dialog and the
 * bio editor show; their catalog ids are their English texts (`{field}` for the field's name), as
 * in the server's catalogs. profile-contract-texts.test.ts holds the list to the contract.
 */
export const profileContractTexts = [
  /*i18n*/ { id: 'Bio can have at most 100 characters.' },
  /*i18n*/ { id: '{field} can have at most 28 characters.' },
  /*i18n*/ { id: 'Choose one of the listed relationship options.' },
  /*i18n*/ { id: 'A GitHub username has only letters, numbers and single hyphens.' },
  /*i18n*/ { id: 'An Instagram username has only letters, numbers, periods and underscores.' },
  /*i18n*/ { id: 'A LinkedIn profile name has only letters, numbers and hyphens.' },
];
