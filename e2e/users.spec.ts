/**
 * The admin users directory (001 §2 /users): search and status filter, user detail with organizations
 * and coalitions, the admin's edit form, and Delete User — after which the user can no longer sign in.
 */
import type { Page } from '@playwright/test';
import { apiSession, workingLocation } from './api-session';
import { createInvitedMember, latestEmailTo, uniqueAddress } from './dev-emails';
import { DEMO_PASSWORD, expect, mainNavigation, signIn, signOut, submitLogin, test } from './support';

const PASSWORD = 'directory-pw1';

const usersTable = (page: Page) => page.getByRole('table', { name: 'Users' });

async function searchUsers(page: Page, text: string, status: 'Active' | 'Archived' = 'Active') {
  await page.getByRole('textbox', { name: 'Name or email' }).fill(text);
  await page.getByRole('textbox', { name: 'Status' }).click();
  await page.getByRole('option', { name: status, exact: true }).click();
  await page.getByRole('button', { name: 'Search', exact: true }).click();
}

/**
 * A fresh member of Riverbend with a password, invited by the demo manager: set up through the API (the
 * invite's screens are members.spec's subject).
 */
async function createMember(page: Page, name: string, email: string) {
  const { organizationId } = await workingLocation(page.request);
  const member = {
    name,
    email,
    title: 'Kennel Lead',
    role: 'organization_viewer',
    password: PASSWORD,
  } as const;
  await createInvitedMember(page.request, { inviter: 'manager', organizationId, ...member });
}

test('an admin searches the directory by name or email and clears the search', async ({ page }) => {
  await signIn(page, 'admin');
  await mainNavigation(page).getByRole('link', { name: 'Users' }).click();
  await expect(page).toHaveURL(/\/users$/);
  await expect(usersTable(page)).toContainText('Jordan Ellis');
  await expect(usersTable(page)).toContainText('Confirmed');

  await searchUsers(page, 'priya');
  await expect(usersTable(page).getByRole('row')).toHaveCount(2);
  await expect(usersTable(page)).toContainText('viewer@example.org');
  await searchUsers(page, 'coalition@example');
  await expect(usersTable(page)).toContainText('Morgan Lee');
  await expect(usersTable(page)).not.toContainText('Priya Patel');
  await searchUsers(page, 'nobody-by-this-name');
  await expect(usersTable(page)).toContainText('No users found');

  await page.getByRole('button', { name: 'Clear Search' }).click();
  await expect(page.getByRole('textbox', { name: 'Name or email' })).toHaveValue('');
  await expect(usersTable(page)).toContainText('Priya Patel');
  await expect(usersTable(page)).toContainText('Morgan Lee');
});

test('an admin finds their own account in the directory and opens it, without Delete User', async ({
  page,
}) => {
  await signIn(page, 'admin', '/users');
  await searchUsers(page, 'admin@example.org');
  const row = usersTable(page).getByRole('row').filter({ hasText: 'admin@example.org' });
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: /^Actions for / }).click();
  await expect(page.getByRole('menuitem', { name: 'Edit Details' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Delete User' })).toHaveCount(0);
  await page.getByRole('menuitem', { name: 'View Details' }).click();
  await expect(page).toHaveURL(/\/users\/\d+$/);
  await expect(page.getByText('admin@example.org').first()).toBeVisible();
});

test('the user detail lists the organizations and coalitions of the user', async ({ page }) => {
  await signIn(page, 'admin', '/users?search=coalition%40example.org');
  await page.getByRole('button', { name: 'Actions for Morgan Lee' }).click();
  await page.getByRole('menuitem', { name: 'View Details' }).click();
  await expect(page.getByRole('heading', { name: 'Morgan Lee' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Edit User' })).toBeVisible();
  const coalitions = page.getByRole('table', { name: 'Coalitions' });
  await expect(coalitions.getByRole('row').nth(1)).toContainText('Manager');
  await expect(coalitions.getByRole('link', { name: 'View Coalition' }).first()).toHaveAttribute(
    'href',
    /^\/coalitions\/\d+$/,
  );

  await page.goto('/users?search=manager%40example.org');
  await page.getByRole('button', { name: 'Actions for Jordan Ellis' }).click();
  await page.getByRole('menuitem', { name: 'View Details' }).click();
  const organizations = page.getByRole('table', { name: 'Organizations' });
  const riverbend = organizations.getByRole('row').filter({ hasText: 'Riverbend Humane Society' });
  await expect(riverbend).toContainText('742918365');
  await expect(riverbend).toContainText('TX');
  await expect(riverbend).toContainText('Confirmed');
  await expect(riverbend.getByRole('link', { name: 'View Organization' })).toHaveAttribute(
    'href',
    /^\/organizations\/\d+$/,
  );
});

test('an admin edits a user, then deletes them and they can no longer sign in', async ({ page }) => {
  const email = uniqueAddress('directory.user');
  const name = `Dana Directory ${Date.now() % 100000}`;
  await createMember(page, name, email);
  // The member can sign in (the API's sign-in, as the login screen sends it).
  await apiSession(page.request, email, PASSWORD);

  await signIn(page, 'admin');
  await mainNavigation(page).getByRole('link', { name: 'Users' }).click();
  await searchUsers(page, email);
  await expect(usersTable(page)).toContainText(name);
  await page.getByRole('button', { name: `Actions for ${name}` }).click();
  await page.getByRole('menuitem', { name: 'Edit Details' }).click();
  await expect(page.getByRole('heading', { name: 'Edit User' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Title', exact: true }).fill('Adoption Counselor');
  await page.getByRole('textbox', { name: 'Full Name', exact: true }).fill(`${name} Jr`);
  // A new email must be confirmed in the form and waits for the user's own confirmation.
  const newEmail = uniqueAddress('directory.moved');
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(newEmail);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Confirm the email')).toBeVisible();
  await page.getByRole('textbox', { name: 'Confirm Email', exact: true }).fill(newEmail);
  // Changing another user's email takes the admin's own password (docs/decisions/0007).
  await page.getByRole('textbox', { name: 'Your Password', exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(
    page.getByText(`An email was sent to the account for ${newEmail} to confirm the new email address.`),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/users\/\d+$/);
  await expect(page.getByRole('heading', { name: `${name} Jr` })).toBeVisible();
  await expect(page.getByText('Adoption Counselor')).toBeVisible();
  await expect(page.getByText(newEmail, { exact: true })).toBeVisible();
  await latestEmailTo(page.request, newEmail);

  await page.getByRole('link', { name: 'Back to Users' }).click();
  await searchUsers(page, email);
  await page.getByRole('button', { name: `Actions for ${name} Jr` }).click();
  await page.getByRole('menuitem', { name: 'Delete User' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(`Are you sure you want to delete ${name} Jr?`);
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText(`Deleted ${name} Jr successfully`)).toBeVisible();
  await expect(usersTable(page)).toContainText('No users found');

  await searchUsers(page, email, 'Archived');
  await expect(usersTable(page)).toContainText(`${name} Jr`);
  await page.getByRole('button', { name: `Actions for ${name} Jr` }).click();
  await expect(page.getByRole('menuitem', { name: 'View Details' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Delete User' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await signOut(page);

  await submitLogin(page, email, PASSWORD);
  await expect(page.getByRole('alert', { name: 'Unable to log in' })).toContainText(
    'Your account has been archived.',
  );
  // The admin's "Deleted … successfully" went with the admin's session.
  await expect(page.getByText(/^Deleted .* successfully$/)).toHaveCount(0);
  await expect(page).toHaveURL(/\/login$/);
});

test('the admin edit form sets role, confirmation and archive, and blocks leaving with changes', async ({
  page,
}) => {
  await signIn(page, 'admin', '/users?search=legacy%40example.org');
  await page.getByRole('button', { name: 'Actions for Chris Walker' }).click();
  await page.getByRole('menuitem', { name: 'Edit Details' }).click();
  await expect(page.getByRole('radio', { name: 'User' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Confirmed' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Archived' })).not.toBeChecked();
  await page.getByRole('textbox', { name: 'Title', exact: true }).fill('');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Title is required')).toBeVisible();
  await page.getByRole('textbox', { name: 'Title', exact: true }).fill('Shelter Director');
  await page.getByRole('radio', { name: 'Admin' }).check();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('dialog')).toContainText(
    'You have unsaved changes. If you proceed, these changes will be lost.',
  );
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
  await expect(page).toHaveURL(/\/users\/\d+$/);
  await expect(page.getByText('User', { exact: true })).toBeVisible();
});

test('the directory pages by 20 with the next page loaded ahead', async ({ page }) => {
  // 21 members of Panhandle Pet Alliance, whose members no other journey counts.
  const admin = await apiSession(page.request, 'admin@example.org');
  const found = await admin.get(
    `/api/v1/organizations?filter[name][eq]=${encodeURIComponent('Panhandle Pet Alliance')}`,
  );
  const organizationId = found.data[0].id;
  const run = Date.now().toString(36);
  for (let n = 1; n <= 21; n += 1) {
    const number = String(n).padStart(2, '0');
    await admin.post('/api/v1/user_membership_invites', {
      data: {
        type: 'user_membership_invites',
        attributes: {
          resource_id: Number(organizationId),
          resource_type: 'organization',
          name: `Paging ${run} Person ${number}`,
          title: 'Volunteer',
          email: `paging.${run}.${number}@example.org`,
          role: 'organization_viewer',
        },
      },
    });
  }

  const nextPage = page.waitForRequest(
    (request) =>
      request.url().includes('/api/v1/users?') &&
      decodeURIComponent(request.url()).includes('page[number]=2') &&
      decodeURIComponent(request.url()).includes(`filter[search]=paging ${run}`),
  );
  await signIn(page, 'admin', `/users?search=${encodeURIComponent(`paging ${run}`)}`);
  await expect(usersTable(page).getByRole('row')).toHaveCount(21);
  await expect(usersTable(page)).toContainText(`Paging ${run} Person 20`);
  await expect(usersTable(page)).not.toContainText(`Paging ${run} Person 21`);
  await expect(usersTable(page)).toContainText('Unconfirmed');
  await nextPage;

  await page.getByRole('button', { name: 'Page 2', exact: true }).click();
  await expect(page).toHaveURL(/[?&]page=2/);
  await expect(usersTable(page).getByRole('row')).toHaveCount(2);
  await expect(usersTable(page)).toContainText(`Paging ${run} Person 21`);

  // The organization's Members tab pages the same way.
  await page.goto(`/organizations/${organizationId}/members`);
  const members = page.getByRole('table', { name: 'Members' });
  await expect(members.getByRole('row')).toHaveCount(21);
  await page.getByRole('button', { name: 'next page' }).click();
  await expect(members).toContainText(`Paging ${run} Person 21`);
});
