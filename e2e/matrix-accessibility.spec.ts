/**
 * The matrices beyond their landing state (issue 14 §1, §3, §5): axe (WCAG 2.0/2.1 A and AA) finds no
 * serious or critical violation with the whole species in edit mode, for a manager and an admin, on the
 * desktop and at 390 px. The landing state of every route is checked by accessibility.spec.ts.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { workingLocation } from './api-session';
import { type DemoRole, expect, signIn, test } from './support';

async function seriousViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page })
    // In the page itself, as accessibility.spec.ts does: no blank page per check for finishRun.
    .setLegacyMode(true)
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** Last month: always open for data (000 §5), whatever today is; seeded by the demo data. */
function lastMonth() {
  const now = new Date();
  const last = new Date(now.getFullYear(), now.getMonth() - 1, 1);
  return `${last.getFullYear()}/${last.getMonth() + 1}`;
}

const MATRICES = [
  { action: 'data-entry', firstGroup: 'Animal Counts' },
  { action: 'services', firstGroup: '1. Field Services' },
] as const;

for (const width of [1360, 390]) {
  test.describe(`${width} px`, () => {
    test.use({ viewport: { width, height: 844 } });
    for (const role of ['manager', 'admin'] as DemoRole[])
      for (const { action, firstGroup } of MATRICES)
        test(`${role} /${action}/:year/:month in edit mode at ${width} px`, async ({ page, request }) => {
          const { locationId, organizationId } = await workingLocation(request);
          const target = role === 'admin' ? `/${locationId}/${organizationId}` : '';
          await signIn(page, role, `/${action}/${lastMonth()}${target}`);
          await expect(page.getByRole('region', { name: firstGroup, exact: true })).toBeVisible();
          expect(await seriousViolations(page), 'view mode').toEqual([]);
          await page
            .getByTestId('species-edit-bar')
            .getByRole('button', { name: 'Edit', exact: true })
            .click();
          await expect(
            page.getByRole('region', { name: firstGroup, exact: true }).getByRole('textbox').first(),
          ).toBeFocused();
          expect(await seriousViolations(page), 'edit mode').toEqual([]);
        });
  });
}
