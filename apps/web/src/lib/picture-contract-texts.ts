/**
 * The contract's refusals of a file chosen for a profile picture or a cover (messages.posts's
 * picture ones), in the common catalog with the picture pickers; their catalog ids are their
 * English texts with `{file}` for the file's name, as in the server's catalogs.
 * picture-contract-texts.test.ts holds the list to the contract.
 */
export const pictureContractTexts = [
  /*i18n*/ { id: '{file} format is not supported.' },
  /*i18n*/ { id: '{file} is too large. Max size 5MB.' },
];
