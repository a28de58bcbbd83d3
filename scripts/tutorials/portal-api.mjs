/**
 * What the tutorials read or set up through the portal's API rather than its screens: the links of the
 * emails it sent (from the development mailbox, as e2e/dev-emails.ts reads them) and the one change an
 * administrator makes off camera (confirming a newly registered organization, as e2e/coalitions.spec.ts
 * does, so that coalitions can find it).
 */

const EMAIL_TIMEOUT_MS = 60_000;
const TOKEN_HEADERS = ['access-token', 'token-type', 'client', 'expiry', 'uid'];

/** The newest email to `to` whose subject matches, waiting for the server's worker to queue it. */
async function latestEmailTo(base, to, subject) {
  const deadline = Date.now() + EMAIL_TIMEOUT_MS;
  while (Date.now() < deadline) {
    const response = await fetch(
      `${base}/api/v1/dev/emails?filter[to_address][eq]=${encodeURIComponent(to)}`,
    );
    if (response.ok) {
      const { data } = await response.json();
      const found = data.find((email) => subject.test(email.attributes.subject));
      if (found) return found.attributes;
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`no email to ${to} whose subject matches ${subject}`);
}

/** The path (with its query) of the first link in the newest matching email that contains `part`. */
export async function emailLink(base, to, subject, part) {
  const email = await latestEmailTo(base, to, subject);
  const url = email.text_body.match(/https?:\/\/\S+/g)?.find((candidate) => candidate.includes(part));
  if (!url) throw new Error(`no link containing ${part} in the email "${email.subject}" to ${to}`);
  const parsed = new URL(url.replace(/[).,>\]]+$/, ''));
  return `${parsed.pathname}${parsed.search}`;
}

/** An API session of `email` that follows the token rotation of every answer. */
async function apiSession(base, email, password) {
  let headers = {};
  const keep = (answer) => {
    if (!answer.headers.get('access-token')) return;
    headers = Object.fromEntries(TOKEN_HEADERS.map((name) => [name, answer.headers.get(name) ?? '']));
  };
  const signIn = await fetch(`${base}/auth/sign_in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!signIn.ok) throw new Error(`sign in as ${email}: ${signIn.status}`);
  keep(signIn);
  return async (method, path, body) => {
    const response = await fetch(`${base}${path}`, {
      method,
      headers: { ...headers, 'content-type': 'application/vnd.api+json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    keep(response);
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
    return response.json();
  };
}

/** The administrator confirms the organization named `name`, as they do for every new registration. */
export async function confirmOrganization(base, admin, name) {
  const call = await apiSession(base, admin.email, admin.password);
  const found = await call('GET', `/api/v1/organizations?filter[name][eq]=${encodeURIComponent(name)}`);
  if (found.data.length !== 1) throw new Error(`expected one organization named ${name}`);
  const id = String(found.data[0].id);
  await call('PATCH', `/api/v1/organizations/${id}`, {
    data: { type: 'organizations', id, attributes: { status: 'confirmed' } },
  });
}
