/**
 * The contract's report texts (reportText) the report dialog shows itself: the rule it checks
 * before sending. Their catalog ids are their English texts, as in the server's catalogs;
 * report-contract-texts.test.ts holds the list to reportText.
 */
export const reportContractTexts = [/*i18n*/ { id: 'Choose why you are reporting this.' }];
