/** Accessibility check of the screen as it is now: no serious or critical axe violation. */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

const BLOCKING = new Set(['serious', 'critical']);

export const expectAccessible = async (page: Page, screen: string) => {
  const results = await new AxeBuilder({ page }).analyze();
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
