/**
 * Coalitions (002 §2.2–§2.7, §4, §8; issue 12's "Done means"): a coalition-only user creates a coalition,
 * an admin activates it, its manager invites an organization and a second coalition user (who accepts the
 * data use agreement from the email, sets a password and then sees the coalition), the organization's
 * manager accepts and shares intake/outcome data only, a second organization asks to join and is accepted,
 * the contributor and user tabs show everyone with their statuses, and the first organization leaves.
 * The organizations are fresh registrations (set up through the API), so no demo data changes.
 */
import type { Locator, Page } from '@playwright/test';
import { COALITION_MESSAGES, COMMON_MESSAGES, MEMBERSHIP_MESSAGES } from '@sac/domain';
import { apiSession } from './api-session';
import { latestEmailTo, linkIn } from './dev-emails';
import { FIRST_PASSWORD, registerConfirmedUser, uniqueEmail } from './mailbox';
import { DEMO_ACCOUNTS, expect, signIn, signOut, submitLogin, test } from './support';

// A missing control fails in half a minute, not at the end of the long journey's time.
test.use({ actionTimeout: 30_000 });

const COALITION_AGREEMENT = 'I acknowledge the Data Use Agreement on behalf of this coalition';
const INVITEE_PASSWORD = 'coalition-viewer-pw1';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A fresh organization with a confirmed manager (registered through the API), which an admin then
 * confirms so it shows in the Invite Contributor search like any confirmed shelter.
 */
async function freshOrganization(page: Page, label: string) {
  const email = uniqueEmail(label);
  const { organizationId } = await registerConfirmedUser(page, email);
  const admin = await apiSession(page.request, DEMO_ACCOUNTS.admin);
  const organization = await admin.get(`/api/v1/organizations/${organizationId}`);
  await admin.patch(`/api/v1/organizations/${organizationId}`, {
    data: { type: 'organizations', id: organizationId, attributes: { status: 'confirmed' } },
  });
  return { email, organizationId, name: String(organization.data.attributes.name) };
}

/** The texts of a table row under each column header, once the row shows. */
async function rowCells(table: Locator, rowText: string): Promise<Record<string, string>> {
  const row = table.getByRole('row').filter({ hasText: rowText });
  await expect(row).toHaveCount(1);
  const headers = await table.getByRole('columnheader').allTextContents();
  const cells = await row.getByRole('cell').allTextContents();
  return Object.fromEntries(headers.map((header, index) => [header.trim(), (cells[index] ?? '').trim()]));
}

/** Waits until the row's cells under the given headers read as expected. */
async function expectRow(table: Locator, rowText: string, expected: Record<string, string>) {
  await expect
    .poll(async () => {
      const cells = await rowCells(table, rowText);
      return Object.fromEntries(Object.keys(expected).map((header) => [header, cells[header]]));
    })
    .toEqual(expected);
}

async function rowAction(page: Page, name: string, action: string) {
  await page.getByRole('button', { name: `Actions for ${name}` }).click();
  await page.getByRole('menuitem', { name: action }).click();
}

const toast = (page: Page, text: string) => expect(page.getByText(text, { exact: true })).toBeVisible();

async function chooseOption(page: Page, field: string, option: string, typed?: string) {
  const input = page.getByRole('textbox', { name: field, exact: true });
  await input.click();
  if (typed) await input.fill(typed);
  await page.getByRole('option', { name: option, exact: true }).click();
  await expect(input).toHaveValue(option);
}

async function openCoalitionTab(page: Page, tab: string) {
  await page.getByRole('tablist', { name: 'Coalition tabs' }).getByRole('tab', { name: tab }).click();
}

test('a coalition-only user lands on a working coalition list', async ({ page }) => {
  await signIn(page, 'coalition', '/');
  await expect(page).toHaveURL(/\/coalitions$/);
  await expect(page.getByRole('heading', { name: 'Coalitions', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Create Coalition' })).toBeVisible();
  const all = page.getByRole('table', { name: 'All Coalitions' });
  await expect(all).toContainText('Central Texas Shelter Data Coalition');
  // Closed coalitions are hidden from everybody but admins.
  await expect(all).not.toContainText('Gulf Coast Disaster Response Network');

  const filters = page.getByRole('form', { name: 'Search coalitions' });
  await filters.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(filters.getByText(COALITION_MESSAGES.selectAtLeastOneFilter)).toBeVisible();
  await filters.getByRole('textbox', { name: 'Search', exact: true }).fill('Southwest');
  await filters.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(/search=Southwest/);
  await expect(all.getByRole('row')).toHaveCount(2);
  await expect(all).toContainText('Southwest Shelter Collaborative');

  await page.getByRole('tab', { name: 'My Coalitions' }).click();
  await expect(page).toHaveURL(/\/coalitions\/mine$/);
  await expectRow(
    page.getByRole('table', { name: 'My Coalitions' }),
    'Central Texas Shelter Data Coalition',
    {
      'My Role': 'Coalition Manager',
      Status: 'Active',
    },
  );
});

test('a coalition is created, activated, joined, shared with, managed and left', async ({ page }) => {
  test.setTimeout(360_000);
  const stamp = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const coalitionName = `Trail Coalition ${stamp}`;
  const inviteeName = `Vic Viewer ${stamp}`;
  const inviteeEmail = uniqueEmail('coalition.viewer');
  const [first, second] = await Promise.all([
    freshOrganization(page, 'coalition.first'),
    freshOrganization(page, 'coalition.second'),
  ]);

  // The coalition-only user creates it: a draft, with its creator as manager.
  let coalitionId = '';
  await test.step('create', async () => {
    await signIn(page, 'coalition', '/coalitions');
    await page.getByRole('link', { name: 'Create Coalition' }).click();
    await expect(page.getByRole('heading', { name: 'Create Coalition' })).toBeVisible();
    const form = page.getByRole('form', { name: 'Coalition' });
    await form.getByRole('textbox', { name: 'Name', exact: true }).fill(coalitionName);
    await chooseOption(page, 'Country', 'United States');
    await chooseOption(page, 'Geographic Area', 'Statewide');
    await chooseOption(page, 'State/Province', 'Texas', 'Texas');
    await form
      .getByRole('textbox', { name: 'Description' })
      .fill('Shelters of one trail sharing monthly data.');
    await form.getByRole('textbox', { name: 'Requested Data' }).fill('Intake and outcome data.');
    await form.getByRole('checkbox', { name: COALITION_AGREEMENT }).check();
    await form.getByRole('button', { name: 'Create Coalition' }).click();
    await toast(page, COMMON_MESSAGES.savedSuccessfully);
    await expect(page).toHaveURL(/\/coalitions\/\d+\/detail$/);
    coalitionId = page.url().match(/\/coalitions\/(\d+)\/detail$/)![1]!;
    await expect(page.getByRole('heading', { name: coalitionName, level: 1 })).toBeVisible();
    await expect(page.getByText('Draft', { exact: true })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Coalition Managers' })).toContainText(
      DEMO_ACCOUNTS.coalition,
    );
  });

  await test.step('an admin activates it', async () => {
    await signIn(page, 'admin', `/coalitions/${coalitionId}/settings`);
    await expect(
      page.getByRole('heading', { name: COALITION_MESSAGES.settingsTitle(coalitionName) }),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Activate Coalition' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText(COALITION_MESSAGES.updateConfirm(coalitionName));
    await dialog.getByRole('button', { name: 'Activate Coalition' }).click();
    await toast(page, COMMON_MESSAGES.updatedSuccessfully(coalitionName));
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: 'Delete Coalition' })).toBeVisible();
  });

  await test.step('its manager invites the first organization and a coalition user', async () => {
    await signIn(page, 'coalition', `/coalitions/${coalitionId}`);
    await openCoalitionTab(page, 'Pending Contrib.');
    await page.getByRole('link', { name: 'Invite Contributor' }).click();
    await expect(page).toHaveURL(new RegExp(`/coalitions/${coalitionId}/contributors/add$`));
    // The pending list has a Search box too: wait for the invite page itself.
    await expect(page.getByRole('heading', { name: 'Invite Contributor' })).toBeVisible();
    await page.getByRole('textbox', { name: 'Search', exact: true }).fill(first.name);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    const results = page.getByRole('table', { name: 'Organizations to invite' });
    await results.getByRole('button', { name: `Invite ${first.name}` }).click();
    await toast(page, MEMBERSHIP_MESSAGES.invitationSent(first.name));
    await expect(results.getByRole('row').filter({ hasText: first.name })).toContainText('Invited');

    await page.getByRole('link', { name: 'Back to Pending Contributors' }).click();
    const pending = page.getByRole('table', { name: 'Pending Contributors' });
    await expectRow(pending, first.name, { Status: 'Organization Invite Pending' });
    await expect(pending.getByRole('button', { name: `Resend Invite to ${first.name}` })).toBeEnabled();

    await openCoalitionTab(page, 'Users');
    await page.getByRole('link', { name: 'Invite User' }).click();
    const form = page.getByRole('form', { name: 'Invite user' });
    await form.getByRole('textbox', { name: 'Full Name' }).fill(inviteeName);
    await chooseOption(page, 'Role', 'Viewer');
    await form.getByRole('textbox', { name: 'Email', exact: true }).fill(inviteeEmail);
    await form.getByRole('textbox', { name: 'Confirm Email' }).fill(inviteeEmail);
    await form.getByRole('button', { name: 'Invite' }).click();
    await toast(page, COMMON_MESSAGES.savedSuccessfully);
    await expect(page).toHaveURL(new RegExp(`/coalitions/${coalitionId}/users$`));
    await expectRow(page.getByRole('table', { name: 'Coalition users' }), inviteeEmail, {
      Name: inviteeName,
      Role: 'ViewerAgreement pendingEdit',
    });
  });

  await test.step('the invited user accepts the data use agreement, sets a password and sees the coalition', async () => {
    // The email is read on a browser nobody is signed in to.
    await signOut(page);
    const invitation = await latestEmailTo(
      page.request,
      inviteeEmail,
      new RegExp(escapeRegExp(coalitionName)),
    );
    await page.goto(linkIn(invitation.text_body, '/data-use-agreement'));
    await page.getByRole('button', { name: 'I AGREE TO THE DATA USE AGREEMENT ABOVE' }).click();
    await expect(page.getByRole('status')).toContainText(COALITION_MESSAGES.dataUseAgreementAccepted);
    await page.getByRole('link', { name: 'New Users' }).click();
    await expect(page).toHaveURL(/\/reset-password\?reset_password_token=/);
    await page.getByLabel('New Password', { exact: true }).fill(INVITEE_PASSWORD);
    await page.getByLabel('Confirm New Password').fill(INVITEE_PASSWORD);
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expect(page.getByRole('status')).toContainText('Your password has been reset.');
    await page.goto('/login');
    await submitLogin(page, inviteeEmail, INVITEE_PASSWORD);
    // A coalition-only user: the coalitions are home.
    await expect(page).toHaveURL(/\/coalitions$/);
    await page.getByRole('tab', { name: 'My Coalitions' }).click();
    const mine = page.getByRole('table', { name: 'My Coalitions' });
    await expectRow(mine, coalitionName, { 'My Role': 'Coalition Viewer', Status: 'Active' });
    await rowAction(page, coalitionName, 'View Details');
    await expect(page.getByRole('heading', { name: coalitionName, level: 1 })).toBeVisible();
    const tabs = page.getByRole('tablist', { name: 'Coalition tabs' });
    await expect(tabs.getByRole('tab')).toHaveText([
      'Home',
      'Detail',
      'Data Status Table',
      'Coalition Analytics',
      'Export Data',
    ]);
  });

  await test.step("the first organization's manager accepts and shares intake/outcome data only", async () => {
    const invitation = await latestEmailTo(
      page.request,
      first.email,
      new RegExp(`^${escapeRegExp(`${coalitionName} invites ${first.name} to join`)}$`),
    );
    const myCoalitions = linkIn(invitation.text_body, '/coalitions/mine');
    expect(myCoalitions).toBe('/coalitions/mine');
    await signIn(page, { email: first.email, password: FIRST_PASSWORD }, myCoalitions);
    const mine = page.getByRole('table', { name: 'My Coalitions' });
    await expectRow(mine, coalitionName, { 'My Role': 'Coalition Contributor' });
    await rowAction(page, coalitionName, 'Accept Invitation to Join as Contributor');
    await toast(page, MEMBERSHIP_MESSAGES.nowActiveContributor(first.name, coalitionName));

    await rowAction(page, coalitionName, 'Sharing Permissions');
    const dialog = page.getByRole('dialog', { name: 'Sharing Permissions' });
    await dialog
      .getByRole('radiogroup', { name: 'Intake/outcome Data Sharing' })
      .getByRole('radio', { name: 'Yes' })
      .check();
    await dialog
      .getByRole('radiogroup', { name: 'Community Service Data Sharing' })
      .getByRole('radio', { name: 'No' })
      .check();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await toast(page, COMMON_MESSAGES.sharingPermissionsUpdated);
    await expect(dialog).toBeHidden();
    await expectRow(mine, coalitionName, {
      'Intake/outcome Data Sharing': 'Yes',
      'Community Service Data Sharing': 'No',
    });

    // The coalition's own Sharing Permissions tab reads the same choices.
    await rowAction(page, coalitionName, 'View Details');
    await openCoalitionTab(page, 'Sharing Permissions');
    const sharing = page.getByRole('form', { name: 'Sharing permissions' });
    await expect(
      sharing
        .getByRole('radiogroup', { name: 'Intake/outcome Data Sharing' })
        .getByRole('radio', { name: 'Yes' }),
    ).toBeChecked();
    await expect(
      sharing
        .getByRole('radiogroup', { name: 'Community Service Data Sharing' })
        .getByRole('radio', { name: 'No' }),
    ).toBeChecked();
  });

  await test.step('the second organization asks to join', async () => {
    await signIn(page, { email: second.email, password: FIRST_PASSWORD }, '/coalitions');
    const filters = page.getByRole('form', { name: 'Search coalitions' });
    await filters.getByRole('textbox', { name: 'Search', exact: true }).fill(coalitionName);
    await filters.getByRole('button', { name: 'Search', exact: true }).click();
    const all = page.getByRole('table', { name: 'All Coalitions' });
    await expectRow(all, coalitionName, { Status: 'Active', Shelters: '1' });
    await rowAction(page, coalitionName, 'Request to Join as Contributor');
    await toast(page, MEMBERSHIP_MESSAGES.requestSent(coalitionName));
  });

  await test.step('the coalition manager accepts it from Pending; both contributors and both users show', async () => {
    const request = await latestEmailTo(
      page.request,
      DEMO_ACCOUNTS.coalition,
      new RegExp(`^${escapeRegExp(`${second.name} asks to join ${coalitionName}`)}$`),
    );
    const pendingPath = `/coalitions/${coalitionId}/contributors/pending`;
    expect(linkIn(request.text_body, '/contributors/pending')).toBe(pendingPath);
    await signIn(page, 'coalition', '/coalitions');
    const box = page.getByRole('region', { name: 'Pending requests' });
    await expect(box.getByRole('listitem').filter({ hasText: coalitionName })).toHaveText(
      `${coalitionName} has 1 pending request to join`,
    );
    await box.getByRole('link', { name: coalitionName }).click();
    await expect(page).toHaveURL(new RegExp(`${pendingPath}$`));
    const pending = page.getByRole('table', { name: 'Pending Contributors' });
    await expectRow(pending, second.name, { Status: 'Coalition Approval Pending' });
    await pending.getByRole('button', { name: `Accept ${second.name}` }).click();
    await toast(page, MEMBERSHIP_MESSAGES.acceptedRequest);
    await expect(pending.getByRole('row').filter({ hasText: second.name })).toHaveCount(0);
    await expect(pending).toContainText('No contributors found');

    await openCoalitionTab(page, 'Active Contrib.');
    const active = page.getByRole('table', { name: 'Active Contributors' });
    await expectRow(active, first.name, {
      Status: 'Active',
      'Intake/outcome Data Sharing': 'Yes',
      'Community Service Data Sharing': 'No',
    });
    await expectRow(active, second.name, {
      Status: 'Active',
      'Intake/outcome Data Sharing': 'No',
      'Community Service Data Sharing': 'No',
    });
    await expect(active.getByRole('row')).toHaveCount(3);

    await openCoalitionTab(page, 'Users');
    const users = page.getByRole('table', { name: 'Coalition users' });
    await expectRow(users, DEMO_ACCOUNTS.coalition, { Name: 'Morgan Lee', Role: 'ManagerEdit' });
    await expectRow(users, inviteeEmail, { Name: inviteeName, Role: 'ViewerEdit' });
    await expect(users.getByRole('row')).toHaveCount(3);
  });

  await test.step('the first organization leaves and disappears from the active list', async () => {
    await signIn(page, { email: first.email, password: FIRST_PASSWORD }, '/coalitions/mine');
    await rowAction(page, coalitionName, 'Leave Coalition as Contributor');
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText(
      `Are you sure you want to remove your organization from ${coalitionName}?`,
    );
    await dialog.getByRole('button', { name: 'Leave Coalition' }).click();
    await toast(page, MEMBERSHIP_MESSAGES.leftCoalition(coalitionName));

    await signIn(page, 'coalition', `/coalitions/${coalitionId}/contributors/active`);
    const active = page.getByRole('table', { name: 'Active Contributors' });
    await expectRow(active, second.name, { Status: 'Active' });
    await expect(active.getByRole('row').filter({ hasText: first.name })).toHaveCount(0);
    await expect(active.getByRole('row')).toHaveCount(2);
  });
});
