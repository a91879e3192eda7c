/**
 * The contract's event texts (eventText) the event page shows itself; their catalog ids are their
 * English texts, as in the server's catalogs (src/i18n/contract-texts.ts).
 */
export const eventPageContractTexts = [/*i18n*/ { id: 'This event does not exist.' }];
