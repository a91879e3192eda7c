/** Accessibility check of the screen as it is now: no serious or critical axe violation. */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

const BLOCKING = new Set(['serious', 'critical']);

/**
 * WCAG 2.5.3 (label in name): a control's visible text is in its accessible name. axe-core tags
 * the rule experimental and leaves it off unless it is named.
 */
const LABEL_IN_NAME = 'label-content-name-mismatch';

interface AxeChecks {
  /** Also run LABEL_IN_NAME (screens whose controls carry an aria-label beside their text). */
  labelInName?: boolean;
}

export const expectAccessible = async (
  page: Page,
  screen: string,
  { labelInName = false }: AxeChecks = {},
) => {
  // Only the violations' elements are wanted: axe then sends one element of each passed rule, not
  // every element it checked (on a long screen, most of the time of a check).
  const builder = new AxeBuilder({ page }).options({
    resultTypes: ['violations'],
    ...(labelInName ? { rules: { [LABEL_IN_NAME]: { enabled: true } } } : {}),
  });
  const results = await builder.analyze();
  if (labelInName) {
    const ran = [...results.passes, ...results.violations, ...results.incomplete];
    expect(
      ran.map((rule) => rule.id),
      `${LABEL_IN_NAME} checked some control on ${screen}`,
    ).toContain(LABEL_IN_NAME);
  }
  const blocking = results.violations.filter((violation) => BLOCKING.has(violation.impact ?? ''));
  if (blocking.length > 0) {
    await test.info().attach(`axe ${screen}`, {
      body: JSON.stringify(blocking, null, 2),
      contentType: 'application/json',
    });
  }
  const summary = blocking.map(
    (violation) =>
      `${violation.impact} ${violation.id}: ${violation.help} -> ` +
      violation.nodes
        .slice(0, 5)
        .map((node) => node.target.join(' '))
        .join(' | '),
  );
  // Soft, so one run reports every screen's violations and the journey goes on.
  expect.soft(summary, `serious or critical accessibility violations on ${screen}`).toEqual([]);
};
