/**
 * Tutorials 0 and 1: registering an organization (the steps of e2e/registration.spec.ts, its emails'
 * links followed as the new manager would) and adding a user to an organization (e2e/members.spec.ts:
 * the manager's invitation, then the new member setting a password from the email).
 */
import { DEMO, logIn, NEW_MEMBER, NEW_ORGANIZATION, openPortal } from './cast.mjs';
import { emailLink } from './portal-api.mjs';

const textbox = (page, name) => page.getByRole('textbox', { name, exact: true });

async function registerOrganization({ rec, browser, base }) {
  const { name, manager } = NEW_ORGANIZATION;
  const page = await openPortal(browser, base);
  await page.goto('/login');
  await rec.click(
    page,
    'To register your organization, choose Create an account on the login page',
    page.getByRole('link', { name: 'Create an account' }),
  );
  await rec.click(
    page,
    'Choose Organization and press Continue',
    page.getByRole('button', { name: 'Continue' }),
  );
  await rec.fill(page, 'Enter your name, title and email, and choose a password (8 to 18 characters)', [
    [textbox(page, 'Full Name'), manager.name],
    [textbox(page, 'Title'), 'Executive Director'],
    [textbox(page, 'Email'), manager.email],
    [textbox(page, 'Confirm Email'), manager.email],
    [textbox(page, 'Password'), manager.password],
    [textbox(page, 'Confirm Password'), manager.password],
  ]);
  await page.getByLabel('Organization Name').fill(name);
  await rec.choose(
    page,
    "Enter your organization's name and choose its type",
    textbox(page, 'Organization Type'),
    page.getByRole('option', { name: 'Rescue without a Government Contract' }),
  );
  await page.getByLabel('Website URL').fill('https://www.lonestarpaws.org');
  await pickIncorporationDate(page);
  await rec.fill(
    page,
    'Add its website, date of incorporation and Employer Identification Number (EIN)',
    [[page.getByLabel('Employer Identification Number (EIN)'), '74-1234567']],
    {
      highlight: [
        page.getByLabel('Website URL'),
        page.getByLabel('Date of Organization Incorporation'),
        page.getByLabel('Employer Identification Number (EIN)'),
      ],
    },
  );
  await fillAddress(rec, page);
  await fillSize(rec, page);
  await rec.frame(
    page,
    'Are you authorized to register it? If not, name the person who is: they get an email',
    [page.getByRole('radiogroup', { name: /authorized to register/ })],
  );
  await rec.frame(page, 'Choose what you share, and read the data agreement', [
    page.getByRole('region', { name: 'Data Sharing Preferences' }),
  ]);
  await rec.click(
    page,
    'Press Save and Create Account',
    page.getByRole('button', { name: 'Save and Create Account' }),
  );
  await page.getByText('Thanks! Your account has been registered.').waitFor();
  await rec.frame(page, 'Your account is registered: the portal emails you a link to confirm it', [
    page.getByText('You must confirm your account before you log in.'),
  ]);
  await page.goto(await emailLink(base, manager.email, /confirm/i, '/auth/confirmation'));
  const confirmed = page.getByText('Your email address has been confirmed.');
  await confirmed.waitFor();
  await rec.frame(page, 'Follow the link in the confirmation email: your email is confirmed', [confirmed]);
  await page.goto(await emailLink(base, manager.email, /authoriz/i, '/auth/organization_authorization'));
  const authorized = page.getByText('Your organization has been authorized.');
  await authorized.waitFor();
  await rec.frame(page, "The authorizer follows the authorization email's link", [authorized]);
  await logIn(rec, page, manager, 'Log in with your email and password');
  await rec.frame(page, "You are in: your organization's home, ready for its data", [
    page.getByRole('button', { name: 'Profile menu' }),
  ]);
  await page.context().close();
}

/** March 1st, 2021: from the month the calendar opens on, up to its decade, then down to the day. */
async function pickIncorporationDate(page) {
  await page.getByLabel('Date of Organization Incorporation').click();
  const level = page.locator('button[class*="calendarHeaderLevel"]');
  await level.click();
  await level.click();
  await page.getByRole('button', { name: '2021', exact: true }).click();
  await page.getByRole('button', { name: 'Mar', exact: true }).click();
  await page.locator('table button:not([data-outside])').filter({ hasText: /^1$/ }).first().click();
}

async function fillAddress(rec, page) {
  await page.getByLabel('Address Line 1').fill('12 Kennel Road');
  await textbox(page, 'City').fill('Austin');
  const state = textbox(page, 'State');
  await state.click();
  await page.getByRole('option', { name: 'Texas' }).first().click();
  const county = textbox(page, 'County');
  await county.click();
  await page.getByRole('option', { name: 'Travis' }).click();
  await page.getByLabel('Zip Code').fill('78701');
  await page.getByLabel('Contact Phone Number').fill('(512) 555-0100');
  await rec.frame(page, 'Enter the address, with its state, county and zip code', [
    page.getByLabel('Address Line 1'),
    textbox(page, 'City'),
    state,
    county,
    page.getByLabel('Zip Code'),
    page.getByLabel('Contact Phone Number'),
  ]);
}

async function fillSize(rec, page) {
  const species = page.getByRole('group', { name: /Animal species/ });
  await species.getByRole('checkbox', { name: 'Rabbits', exact: true }).check();
  for (const [label, option] of [
    ['Annual Intake', '100 - 499'],
    ['Annual Operating Budget', 'Less than $100,000'],
    ['Shelter Software', 'Spreadsheet'],
  ]) {
    await textbox(page, label).click();
    await page.getByRole('option', { name: option }).first().click();
  }
  await rec.frame(page, 'Tick the animals you care for; give your yearly intake, budget and software', [
    species,
    textbox(page, 'Annual Intake'),
    textbox(page, 'Annual Operating Budget'),
    textbox(page, 'Shelter Software'),
  ]);
}

async function addUser({ rec, browser, base }) {
  const page = await openPortal(browser, base);
  await logIn(rec, page, DEMO.manager, "Log in as your organization's manager");
  await rec.click(page, 'Open the profile menu', page.getByRole('button', { name: 'Profile menu' }));
  await rec.click(page, 'Choose Organization', page.getByRole('menuitem', { name: 'Organization' }));
  await rec.click(page, 'Open the Members tab', page.getByRole('tab', { name: 'Members' }));
  await rec.click(page, 'Press Invite Member', page.getByRole('link', { name: 'Invite Member' }));
  await rec.fill(page, "Enter the new member's name, title and email", [
    [textbox(page, 'Name'), NEW_MEMBER.name],
    [textbox(page, 'Title'), 'Volunteer Coordinator'],
    [textbox(page, 'Email'), NEW_MEMBER.email],
    [textbox(page, 'Confirm Email'), NEW_MEMBER.email],
  ]);
  await rec.choose(
    page,
    'Choose a role: a Manager can change data and members, a Viewer can only read',
    page.getByRole('textbox', { name: 'Role' }),
    page.getByRole('option', { name: 'Viewer', exact: true }),
  );
  await rec.click(page, 'Press Invite', page.getByRole('button', { name: 'Invite' }));
  const sent = page.getByText(`An invitation was sent to ${NEW_MEMBER.email}.`);
  await sent.waitFor();
  await rec.frame(page, 'The portal emails the invitation; they are listed once they accept it', [sent]);
  await page.context().close();

  const invitee = await openPortal(browser, base);
  await invitee.goto(await emailLink(base, NEW_MEMBER.email, /./, 'invite_token='));
  await rec.fill(invitee, "The new member follows the invitation email's link and chooses a password", [
    [invitee.getByLabel('New Password', { exact: true }), NEW_MEMBER.password],
    [invitee.getByLabel('Confirm New Password'), NEW_MEMBER.password],
  ]);
  await invitee.getByRole('button', { name: 'Reset Password' }).click();
  await invitee.getByText('Your password has been reset.').waitFor();
  await logIn(rec, invitee, NEW_MEMBER, 'Then they log in with their email and new password');
  await invitee.getByRole('button', { name: 'Profile menu' }).click();
  await invitee.getByRole('menuitem', { name: 'Organization' }).click();
  await invitee.getByRole('tab', { name: 'Members' }).click();
  const row = invitee
    .getByRole('table', { name: 'Members' })
    .getByRole('row')
    .filter({ hasText: NEW_MEMBER.name });
  await row.waitFor();
  await rec.frame(invitee, `${NEW_MEMBER.name} is now a member of ${DEMO.manager.organization}`, [row]);
  await invitee.context().close();
}

export const ORGANIZATION_TUTORIALS = [
  { index: 0, title: 'Register an organization', record: registerOrganization },
  { index: 1, title: 'Add a user to an organization', record: addUser },
];
