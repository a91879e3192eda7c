/**
 * The contract's refusals of a message's photo (messages.posts's comment ones: a message's photo is
 * judged like a comment's image); their catalog ids are their English texts with `{file}` for the
 * file's name, as in the server's catalogs. message-contract-texts.test.ts holds the list to the
 * contract.
 */
export const messageContractTexts = [
  /*i18n*/ { id: '{file} format is not supported.' },
  /*i18n*/ { id: '{file} is too large max 5mb allowed.' },
];
