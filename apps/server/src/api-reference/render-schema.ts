/** A JSON Schema of the published document as readable HTML: types, fields and their rules. */
import { html, prose, type SafeHtml } from '../infra/html';

export type JsonSchema = {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  description?: string;
  format?: string;
  default?: unknown;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  pattern?: string;
  contentMediaType?: string;
};

const COMPONENT = '#/components/schemas/';

export const schemaAnchor = (name: string) => `schema-${name}`;

const refName = (ref: string) => ref.slice(COMPONENT.length);

export const rules = (schema: JsonSchema): string[] => {
  const found: string[] = [];
  const range = (min: number | undefined, max: number | undefined, unit: string) => {
    if (min !== undefined && max !== undefined) found.push(`${min} to ${max}${unit}`);
    else if (min !== undefined && min > 0) found.push(`at least ${min}${unit}`);
    else if (max !== undefined) found.push(`at most ${max}${unit}`);
  };
  range(schema.minLength, schema.maxLength, ' characters');
  range(schema.minimum, schema.maximum, '');
  range(schema.minItems, schema.maxItems, ' items');
  if (schema.format) found.push(schema.format);
  if (schema.pattern) found.push(`matches ${schema.pattern}`);
  if (schema.default !== undefined) found.push(`default ${JSON.stringify(schema.default)}`);
  return found;
};

/** The type in a few words, with a link where it is a named schema. */
export const typeView = (schema: JsonSchema): SafeHtml => {
  if (schema.$ref) {
    const name = refName(schema.$ref);
    return html`<a href="#${schemaAnchor(name)}">${name}</a>`;
  }
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants) {
    return html`${variants.map((variant, index) => html`${index > 0 ? ' or ' : ''}${typeView(variant)}`)}`;
  }
  if (schema.const !== undefined) return html`<code>${JSON.stringify(schema.const)}</code>`;
  if (schema.enum) {
    return html`one of
    ${schema.enum.map(
      (value, index) => html`${index > 0 ? ', ' : ''}<code>${JSON.stringify(value)}</code>`,
    )}`;
  }
  if (schema.type === 'array' && schema.items) return html`array of ${typeView(schema.items)}`;
  const type = Array.isArray(schema.type) ? schema.type.join(' or ') : (schema.type ?? 'any');
  if (schema.contentMediaType) return html`${type} (${schema.contentMediaType})`;
  return html`${type}`;
};

const objectOf = (schema: JsonSchema): JsonSchema | undefined => {
  if (schema.properties) return schema;
  if (schema.type === 'array' && schema.items?.properties) return schema.items;
  return undefined;
};

/** The fields of an object schema, nested objects within. */
const fieldList = (object: JsonSchema): SafeHtml => {
  const required = new Set(object.required ?? []);
  return html`<ul class="fields">
    ${Object.entries(object.properties ?? {}).map(([name, field]) => {
      const fieldRules = rules(field);
      const nested = objectOf(field);
      const type = nested === field ? 'object' : nested ? 'array of objects' : typeView(field);
      return html`<li>
        <code class="field">${name}</code> <span class="type">${type}</span>
        ${required.has(name) ? html`<span class="required">required</span>` : ''}
        ${fieldRules.length > 0 ? html`<span class="rules">${fieldRules.join(', ')}</span>` : ''}
        ${field.description ? html`<span class="description">${prose(field.description)}</span>` : ''}
        ${nested ? fieldList(nested) : ''}
      </li>`;
    })}
  </ul>`;
};

/** A schema: its type in a few words and, for an object (or array of objects), its fields. */
export const schemaView = (schema: JsonSchema): SafeHtml => {
  const object = objectOf(schema);
  const type = object === schema ? 'object' : typeView(schema);
  return html`<p class="type">
      ${type}${schema.description ? html` — ${prose(schema.description)}` : ''}
    </p>
    ${object ? fieldList(object) : ''}`;
};
