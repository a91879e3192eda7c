/**
 * The contract's refusals of an image chosen for a post or a comment (messages.posts), as the post
 * box and the comment box show them; their catalog ids are their English texts with `{file}` for
 * the file's name, as in the server's catalogs. post-contract-texts.test.ts holds the list to the
 * contract.
 */
export const postContractTexts = [
  /*i18n*/ { id: '{file} format is unsupported. Only jpeg, png, webp, gif are allowed.' },
  /*i18n*/ { id: '{file} exceeds max size: 5MB allowed.' },
  /*i18n*/ { id: '{file} format is not supported.' },
  /*i18n*/ { id: '{file} is too large max 5mb allowed.' },
];
