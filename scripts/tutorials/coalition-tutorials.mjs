/**
 * Tutorials 4 to 7, the steps of e2e/coalitions.spec.ts told as one story: the demo coalition manager
 * creates a coalition (which an administrator activates), Riverbend Humane Society asks to join it and is
 * accepted, the coalition invites the organization registered in tutorial 0, which accepts, and Riverbend
 * opts into sharing its data with the coalition.
 */
import { DEMO, logIn, NEW_COALITION, NEW_ORGANIZATION, openPortal } from './cast.mjs';
import { confirmOrganization } from './portal-api.mjs';

const textbox = (scope, name) => scope.getByRole('textbox', { name, exact: true });
const toast = (page, text) => page.getByText(text, { exact: true });
const coalitionTab = (page, name) =>
  page.getByRole('tablist', { name: 'Coalition tabs' }).getByRole('tab', { name });

/** Opens a select, types to narrow it when asked, picks the option (off camera). */
async function pick(page, field, option, typed) {
  const input = textbox(page, field);
  await input.click();
  if (typed) await input.fill(typed);
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Opens the row's Actions menu (shown outlined), then shows the menu item outlined and picks it. */
async function rowAction(rec, page, row, action, captions) {
  await rec.click(page, captions[0], page.getByRole('button', { name: `Actions for ${row}` }));
  await rec.click(page, captions[1], page.getByRole('menuitem', { name: action }));
}

const SHARING_GROUPS = ['Intake/outcome Data Sharing', 'Community Service Data Sharing'];

/** The row's cells under the given column headers. */
async function cellsUnder(table, row, headers) {
  const names = (await table.getByRole('columnheader').allTextContents()).map((text) => text.trim());
  return headers.map((header) => row.getByRole('cell').nth(names.indexOf(header)));
}

async function createCoalition({ rec, browser, base }) {
  const { name } = NEW_COALITION;
  const page = await openPortal(browser, base);
  await logIn(rec, page, DEMO.coalitionManager, 'Log in to the portal');
  await rec.click(
    page,
    'On Coalitions, press Create Coalition',
    page.getByRole('link', { name: 'Create Coalition' }),
  );
  const form = page.getByRole('form', { name: 'Coalition' });
  await textbox(form, 'Name').fill(name);
  await pick(page, 'Country', 'United States');
  await pick(page, 'Geographic Area', 'Statewide');
  await pick(page, 'State/Province', 'Texas', 'Texas');
  await rec.frame(page, 'Name the coalition and say where it works', [
    textbox(form, 'Name'),
    textbox(page, 'Country'),
    textbox(page, 'Geographic Area'),
    textbox(page, 'State/Province'),
  ]);
  await rec.fill(page, 'Describe it, and say which data it asks its members to share', [
    [form.getByRole('textbox', { name: 'Description' }), NEW_COALITION.description],
    [form.getByRole('textbox', { name: 'Requested Data' }), NEW_COALITION.requestedData],
  ]);
  const agreement = 'I acknowledge the Data Use Agreement on behalf of this coalition';
  await form.getByRole('checkbox', { name: agreement }).check();
  await rec.frame(page, 'Read the Data Use Agreement and acknowledge it for the coalition', [
    form.getByText(agreement),
  ]);
  await rec.click(page, 'Press Create Coalition', form.getByRole('button', { name: 'Create Coalition' }));
  await page.waitForURL(/\/coalitions\/\d+\/detail$/);
  const coalitionId = page.url().match(/\/coalitions\/(\d+)\/detail$/)[1];
  await rec.frame(page, 'The coalition is saved as a Draft, with you as its manager', [
    page.getByText('Draft', { exact: true }),
    page.getByRole('table', { name: 'Coalition Managers' }),
  ]);
  await page.context().close();

  const admin = await openPortal(browser, base);
  await logIn(rec, admin, DEMO.admin, 'A portal administrator reviews each new coalition');
  await admin.goto(`/coalitions/${coalitionId}/settings`);
  await rec.click(
    admin,
    'In its Settings, they press Activate Coalition',
    admin.getByRole('button', { name: 'Activate Coalition' }),
  );
  const dialog = admin.getByRole('dialog');
  await rec.click(admin, 'And confirm', dialog.getByRole('button', { name: 'Activate Coalition' }));
  await toast(admin, `Updated ${name} successfully`).waitFor();
  await rec.frame(admin, 'The coalition is active: organizations can now join it', [
    toast(admin, `Updated ${name} successfully`),
  ]);
  await admin.context().close();
}

async function requestToJoin({ rec, browser, base }) {
  const { name } = NEW_COALITION;
  const page = await openPortal(browser, base);
  await logIn(rec, page, DEMO.manager, "Log in as your organization's manager");
  await rec.click(
    page,
    'Choose View Coalitions',
    page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'View Coalitions' }),
  );
  const filters = page.getByRole('form', { name: 'Search coalitions' });
  await textbox(filters, 'Search').fill('Capital Area');
  await rec.click(
    page,
    'Search for the coalition by its name, state or region',
    filters.getByRole('button', { name: 'Search', exact: true }),
    { highlight: [filters] },
  );
  await page.getByRole('table', { name: 'All Coalitions' }).getByText(name).waitFor();
  await rowAction(rec, page, name, 'Request to Join as Contributor', [
    "Open the coalition's actions",
    'Choose Request to Join as Contributor',
  ]);
  const sent = toast(page, `A request email has been sent to the members of ${name}`);
  await sent.waitFor();
  await rec.frame(page, "The coalition's managers get your request by email", [sent]);
  await page.context().close();

  const coalition = await openPortal(browser, base);
  await logIn(rec, coalition, DEMO.coalitionManager, "The coalition's manager logs in");
  const box = coalition.getByRole('region', { name: 'Pending requests' });
  await rec.click(coalition, 'They see the pending request and open it', box.getByRole('link', { name }));
  const pending = coalition.getByRole('table', { name: 'Pending Contributors' });
  await rec.click(
    coalition,
    'They accept it…',
    pending.getByRole('button', { name: `Accept ${DEMO.manager.organization}` }),
    { highlight: [pending.getByRole('row').filter({ hasText: DEMO.manager.organization })] },
  );
  await toast(coalition, 'Accepted request successfully').waitFor();
  await coalitionTab(coalition, 'Active Contrib.').click();
  const row = coalition
    .getByRole('table', { name: 'Active Contributors' })
    .getByRole('row')
    .filter({ hasText: DEMO.manager.organization });
  await row.waitFor();
  await rec.frame(coalition, '…and your organization is an active contributor', [row]);
  await coalition.context().close();
}

async function inviteOrganizations({ rec, browser, base }) {
  const { name } = NEW_COALITION;
  const organization = NEW_ORGANIZATION.name;
  // Every new registration is confirmed by an administrator before coalitions can find it.
  await confirmOrganization(base, DEMO.admin, organization);
  const page = await openPortal(browser, base);
  await logIn(rec, page, DEMO.coalitionManager, "Log in as the coalition's manager");
  await rec.click(page, 'Open My Coalitions', page.getByRole('tab', { name: 'My Coalitions' }));
  await rowAction(rec, page, name, 'View Details', ["Open your coalition's actions", 'Choose View Details']);
  await rec.click(page, 'Open the Pending Contrib. tab', coalitionTab(page, 'Pending Contrib.'));
  await rec.click(page, 'Press Invite Contributor', page.getByRole('link', { name: 'Invite Contributor' }));
  await page.getByRole('heading', { name: 'Invite Contributor' }).waitFor();
  await textbox(page, 'Search').fill(organization);
  await rec.click(
    page,
    'Search for the organization by name',
    page.getByRole('button', { name: 'Search', exact: true }),
    { highlight: [textbox(page, 'Search')] },
  );
  const results = page.getByRole('table', { name: 'Organizations to invite' });
  await rec.click(page, 'Press Invite', results.getByRole('button', { name: `Invite ${organization}` }));
  const sent = toast(page, `An invitation email has been sent to the members of ${organization}`);
  await sent.waitFor();
  await rec.frame(page, "The organization's managers get the invitation by email", [sent]);
  await page.getByRole('link', { name: 'Back to Pending Contributors' }).click();
  const row = page
    .getByRole('table', { name: 'Pending Contributors' })
    .getByRole('row')
    .filter({ hasText: organization });
  await row.getByText('Organization Invite Pending').waitFor();
  await rec.frame(page, 'It waits in Pending Contrib. until they answer', [row]);
  await page.context().close();

  const invited = await openPortal(browser, base);
  await logIn(rec, invited, NEW_ORGANIZATION.manager, "The invited organization's manager logs in");
  await rec.click(
    invited,
    'They open My Coalitions',
    invited.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'My Coalitions' }),
  );
  await rowAction(rec, invited, name, 'Accept Invitation to Join as Contributor', [
    "They open the coalition's actions",
    'And accept the invitation',
  ]);
  const joined = toast(invited, `${organization} is now an active contributor of ${name}`);
  await joined.waitFor();
  await rec.frame(invited, 'The organization is now a contributor of the coalition', [joined]);
  await invited.context().close();
}

async function shareData({ rec, browser, base }) {
  const { name } = NEW_COALITION;
  const page = await openPortal(browser, base);
  await logIn(rec, page, DEMO.manager, "Log in as your organization's manager");
  await rec.click(
    page,
    'Open My Coalitions',
    page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'My Coalitions' }),
  );
  const mine = page.getByRole('table', { name: 'My Coalitions' });
  const row = mine.getByRole('row').filter({ hasText: name });
  await row.waitFor();
  const sharing = await cellsUnder(mine, row, SHARING_GROUPS);
  await rec.frame(page, 'Each coalition shows what you share with it: nothing yet here', sharing);
  await rowAction(rec, page, name, 'Sharing Permissions', [
    "Open the coalition's actions",
    'Choose Sharing Permissions',
  ]);
  const dialog = page.getByRole('dialog', { name: 'Sharing Permissions' });
  const groups = SHARING_GROUPS.map((group) => dialog.getByRole('radiogroup', { name: group }));
  for (const group of groups) await group.getByRole('radio', { name: 'Yes' }).check();
  await rec.frame(page, 'Choose Yes for each kind of data to share with the coalition', groups);
  await rec.click(page, 'Press Save', dialog.getByRole('button', { name: 'Save' }));
  await toast(page, 'Sharing permissions updated successfully').waitFor();
  await dialog.waitFor({ state: 'hidden' });
  await rec.frame(page, 'The coalition now sees your data; change it here any time', sharing);
  await page.context().close();
}

export const COALITION_TUTORIALS = [
  { index: 4, title: 'Create a coalition', record: createCoalition },
  { index: 5, title: 'Request to join a coalition', needs: [4], record: requestToJoin },
  { index: 6, title: 'Invite organizations to a coalition', needs: [0, 4], record: inviteOrganizations },
  { index: 7, title: 'Opt into sharing data with a coalition', needs: [4, 5], record: shareData },
];
