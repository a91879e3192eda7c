/**
 * The contract's rules of a profile's details (messages.details) the Edit Details dialog and the
 * bio editor show; their catalog ids are their English texts, as in the server's catalogs. A detail
 * too long has a whole sentence per field, so each language writes the field's name as its
 * sentence needs it. profile-contract-texts.test.ts holds the list to the contract.
 */
export const profileContractTexts = [
  /*i18n*/ { id: 'Bio can have at most 100 characters.' },
  /*i18n*/ { id: 'Other name can have at most 28 characters.' },
  /*i18n*/ { id: 'Job can have at most 28 characters.' },
  /*i18n*/ { id: 'Workplace can have at most 28 characters.' },
  /*i18n*/ { id: 'High school can have at most 28 characters.' },
  /*i18n*/ { id: 'College can have at most 28 characters.' },
  /*i18n*/ { id: 'Pronouns can have at most 28 characters.' },
  /*i18n*/ { id: 'Current city can have at most 28 characters.' },
  /*i18n*/ { id: 'Hometown can have at most 28 characters.' },
  /*i18n*/ { id: 'GitHub can have at most 28 characters.' },
  /*i18n*/ { id: 'Instagram can have at most 28 characters.' },
  /*i18n*/ { id: 'LinkedIn can have at most 28 characters.' },
  /*i18n*/ { id: 'Choose one of the listed relationship options.' },
  /*i18n*/ { id: 'A GitHub username has only letters, numbers and single hyphens.' },
  /*i18n*/ { id: 'An Instagram username has only letters, numbers, periods and underscores.' },
  /*i18n*/ { id: 'A LinkedIn profile name has only letters, numbers and hyphens.' },
];
