/** The contract's locale matcher, in a chunk of its own: only a page no Quad server sent needs it. */
export { matchLanguage } from '@quad/contract';
