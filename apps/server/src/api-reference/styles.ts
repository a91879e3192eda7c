/** The reference page's stylesheet, light or dark as the reader's system prefers. */
export const referenceStyles = `
:root {
  color-scheme: light dark;
  --text: #1c1e21;
  --muted: #4b5563;
  --page: #ffffff;
  --panel: #f3f4f6;
  --line: #d1d5db;
  --link: #0b57d0;
  --get: #0b5394;
  --post: #146c2e;
  --put: #8a4b00;
  --delete: #b3261e;
}
@media (prefers-color-scheme: dark) {
  :root {
    --text: #e4e6eb;
    --muted: #b0b3b8;
    --page: #18191a;
    --panel: #242526;
    --line: #3e4042;
    --link: #8ab4f8;
    --get: #8ab4f8;
    --post: #81c995;
    --put: #fdd663;
    --delete: #f28b82;
  }
}
* { box-sizing: border-box; }
body {
  margin: 0 auto;
  max-width: 72rem;
  padding: 1rem 1.5rem 4rem;
  font: 16px/1.5 system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif;
  color: var(--text);
  background: var(--page);
}
a { color: var(--link); }
a:focus-visible, summary:focus-visible { outline: 3px solid var(--link); outline-offset: 2px; }
code, pre { font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; font-size: 0.9em; }
pre { background: var(--panel); padding: 0.75rem; overflow-x: auto; border-radius: 6px; }
.skip { position: absolute; left: -999px; }
.skip:focus { left: 1rem; top: 1rem; background: var(--page); padding: 0.5rem; }
nav ul ul { display: flex; flex-wrap: wrap; gap: 0 1rem; padding-left: 1rem; list-style: none; }
section > h2 { border-bottom: 1px solid var(--line); padding-bottom: 0.25rem; margin-top: 2.5rem; }
.call, .schema { border: 1px solid var(--line); border-radius: 8px; padding: 0 1rem 0.5rem; margin: 1rem 0; }
.call h3 { display: flex; flex-wrap: wrap; align-items: baseline; gap: 0.5rem; }
.method { font-weight: 700; letter-spacing: 0.03em; }
.method-get { color: var(--get); }
.method-post { color: var(--post); }
.method-put { color: var(--put); }
.method-delete { color: var(--delete); }
.name { color: var(--muted); font-weight: 400; font-size: 0.9em; }
.auth, .media-type, .rules, .description { color: var(--muted); }
.required { color: var(--delete); font-size: 0.85em; }
.fields { list-style: none; padding-left: 1rem; border-left: 2px solid var(--line); }
.fields li { margin: 0.35rem 0; }
.field { font-weight: 600; }
.rules, .description { display: block; font-size: 0.9em; }
table { border-collapse: collapse; width: 100%; }
th, td { text-align: left; border-bottom: 1px solid var(--line); padding: 0.35rem 0.5rem; vertical-align: top; }
.answers dt { font-weight: 600; margin-top: 0.75rem; }
.answers dd { margin-left: 1rem; }
.status { display: inline-block; min-width: 2.5rem; }
.status-2xx { color: var(--post); }
.status-4xx { color: var(--delete); }
summary { cursor: pointer; color: var(--link); }
`;
