/** The published description of the API: the OpenAPI document and the page that shows it. */
import { z } from 'zod';

export const openApiDocumentSchema = z
  .record(z.string(), z.unknown())
  .describe('An OpenAPI 3.1 document: this one.');

export const REFERENCE_PAGE_CONTENT_TYPE = 'text/html; charset=utf-8';
export const referencePageSchema = z.string().describe('An HTML page, readable without script.');
