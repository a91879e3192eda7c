/**
 * The API reference page, drawn on the server from the OpenAPI document: no script, so it works
 * under the Content-Security-Policy, from the keyboard and with a screen reader.
 */
import type { OpenApiDocument } from '@quad/contract';
import { html, prose, SafeHtml, type HtmlValue } from '../infra/html';
import { rules, schemaAnchor, schemaView, typeView, type JsonSchema } from './render-schema';
import { referenceStyles } from './styles';

interface Parameter {
  name: string;
  in: string;
  required: boolean;
  description?: string;
  schema: JsonSchema;
}
interface Content {
  schema: JsonSchema;
  example?: unknown;
}
interface Answer {
  description: string;
  headers?: Record<string, { description: string }>;
  content?: Record<string, Content>;
}
interface Operation {
  operationId: string;
  tags: string[];
  summary: string;
  description?: string;
  security: Record<string, unknown>[];
  parameters?: Parameter[];
  requestBody?: { content: Record<string, Content> };
  responses: Record<string, Answer>;
}

interface Listed {
  method: string;
  path: string;
  operation: Operation;
}

/** Our own stylesheet, inline: a page of its own needs no second request (the policy allows inline styles). */
const STYLE = new SafeHtml(referenceStyles);

const operationAnchor = (id: string) => `call-${id}`;

const TOKEN_TEXT: Record<string, string> = {
  bearer: 'Needs the bearer token.',
  metricsToken: 'Needs the server’s METRICS_TOKEN as its bearer token.',
};

const tokenNeeded = (security: Operation['security']) => {
  const scheme = Object.keys(security[0] ?? {})[0];
  return scheme ? (TOKEN_TEXT[scheme] ?? `Needs ${scheme}.`) : 'No token.';
};

const example = (value: unknown): HtmlValue =>
  value === undefined
    ? ''
    : html`<details class="example">
        <summary>Example</summary>
        <pre><code>${JSON.stringify(value, null, 2)}</code></pre>
      </details>`;

const contentView = (content: Record<string, Content>) =>
  Object.entries(content).map(
    ([type, { schema, example: sample }]) =>
      html`<p class="media-type">${type}</p>
        ${schemaView(schema)} ${example(sample)}`,
  );

const parametersView = (parameters: Parameter[]) =>
  html`<h4>Parameters</h4>
    <table>
      <thead>
        <tr>
          <th scope="col">Name</th>
          <th scope="col">In</th>
          <th scope="col">Type</th>
          <th scope="col">About</th>
        </tr>
      </thead>
      <tbody>
        ${parameters.map(
          (parameter) =>
            html`<tr>
              <td>
                <code>${parameter.name}</code
                >${parameter.required ? html` <span class="required">required</span>` : ''}
              </td>
              <td>${parameter.in}</td>
              <td>${typeView(parameter.schema)}</td>
              <td>
                ${parameter.description ? prose(parameter.description) : ''}
                <span class="rules">${rules(parameter.schema).join(', ')}</span>
              </td>
            </tr>`,
        )}
      </tbody>
    </table>`;

const answersView = (responses: Record<string, Answer>) =>
  html`<h4>Answers</h4>
    <dl class="answers">
      ${Object.entries(responses).map(
        ([status, answer]) =>
          html`<dt>
              <span class="status status-${status[0]}xx">${status}</span> ${answer.description}
            </dt>
            <dd>
              ${Object.entries(answer.headers ?? {}).map(
                ([name, header]) =>
                  html`<p>Header <code>${name}</code>: ${prose(header.description)}</p>`,
              )}
              ${answer.content ? contentView(answer.content) : ''}
            </dd>`,
      )}
    </dl>`;

const operationView = ({ method, path, operation }: Listed) =>
  html`<article
    class="call"
    id="${operationAnchor(operation.operationId)}"
    aria-labelledby="${operationAnchor(operation.operationId)}-title"
  >
    <h3 id="${operationAnchor(operation.operationId)}-title">
      <span class="method method-${method}">${method.toUpperCase()}</span>
      <code class="path">${path}</code>
      <span class="name">${operation.operationId}</span>
    </h3>
    <p>${operation.summary}</p>
    ${operation.description ? html`<p>${prose(operation.description)}</p>` : ''}
    <p class="auth">${tokenNeeded(operation.security)}</p>
    ${operation.parameters ? parametersView(operation.parameters) : ''}
    ${
      operation.requestBody
        ? html`<h4>Request body</h4>
            ${contentView(operation.requestBody.content)}`
        : ''
    }
    ${answersView(operation.responses)}
  </article>`;

export const renderReferencePage = (
  document: OpenApiDocument,
  { title, documentUrl }: { title: string; documentUrl: string },
): SafeHtml => {
  const calls: Listed[] = Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({
      method,
      path,
      operation: operation as unknown as Operation,
    })),
  );
  const callsOf = (tag: string) => calls.filter(({ operation }) => operation.tags.includes(tag));
  const schemas = Object.entries(document.components.schemas) as [string, JsonSchema][];

  return html`<!doctype html>
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content="dark light" />
        <title>${title}</title>
        <style>
          ${STYLE}
        </style>
      </head>
      <body>
        <a class="skip" href="#calls">Skip to the calls</a>
        <header>
          <h1>${title}</h1>
          <p>${prose(document.info.description)}</p>
          <p>
            Version ${document.info.version}. Every path is under <code>/api/v1</code>, but for the
            Operations probes at the root. The OpenAPI 3.1 document:
            <a href="${documentUrl}">${documentUrl}</a>.
          </p>
        </header>
        <nav aria-label="Calls">
          <h2>Contents</h2>
          <ul>
            ${document.tags.map(
              (tag) =>
                html`<li>
                  <a href="#tag-${tag.name}">${tag.name}</a>
                  <ul>
                    ${callsOf(tag.name).map(
                      ({ operation }) =>
                        html`<li>
                          <a href="#${operationAnchor(operation.operationId)}"
                            >${operation.operationId}</a
                          >
                        </li>`,
                    )}
                  </ul>
                </li>`,
            )}
            <li><a href="#schemas">Schemas</a></li>
          </ul>
        </nav>
        <main id="calls">
          ${document.tags.map(
            (tag) =>
              html`<section id="tag-${tag.name}" aria-labelledby="tag-${tag.name}-title">
                <h2 id="tag-${tag.name}-title">${tag.name}</h2>
                <p>${prose(tag.description)}</p>
                ${callsOf(tag.name).map(operationView)}
              </section>`,
          )}
          <section id="schemas" aria-labelledby="schemas-title">
            <h2 id="schemas-title">Schemas</h2>
            ${schemas.map(
              ([name, schema]) =>
                html`<section
                  class="schema"
                  id="${schemaAnchor(name)}"
                  aria-labelledby="${schemaAnchor(name)}-title"
                >
                  <h3 id="${schemaAnchor(name)}-title">${name}</h3>
                  ${schemaView(schema)}
                </section>`,
            )}
          </section>
        </main>
      </body>
    </html> `;
};
