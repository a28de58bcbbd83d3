import { describe, expect, it } from 'vitest';
import { errorsOf } from '../testing/issues';
import {
  createUserSchema,
  inviteCoalitionUserSchema,
  inviteMemberSchema,
  membershipInviteAttributesSchema,
  toCoalitionUserInviteAttributes,
  toMemberInviteAttributes,
  toUserAttributes,
  userAttributesSchema,
} from './users';

describe('profile and user form', () => {
  const schema = createUserSchema({ email: 'ada@shelter.org' });
  const values = { fullName: 'Ada', title: 'Director', email: 'ada@shelter.org' };

  it('requires name, title and email', () => {
    expect(errorsOf(schema, {})).toEqual({
      fullName: 'Name is required',
      title: 'Title is required',
      email: 'Email is required',
    });
  });

  it('asks to confirm the email only when it changes', () => {
    expect(errorsOf(schema, values)).toEqual({});
    expect(errorsOf(schema, { ...values, email: 'ada@new.org', currentPassword: 'secret-1' })).toEqual({
      confirmEmail: 'Confirm the email',
    });
    expect(
      errorsOf(schema, {
        ...values,
        email: 'ada@new.org',
        confirmEmail: 'ada@old.org',
        currentPassword: 'secret-1',
      }),
    ).toEqual({
      confirmEmail: 'Emails do not match',
    });
  });

  it('asks for the current password only when an existing account’s email changes', () => {
    expect(errorsOf(schema, { ...values, email: 'ada@new.org', confirmEmail: 'ada@new.org' })).toEqual({
      currentPassword: 'Current password is required',
    });
    expect(errorsOf(createUserSchema(), { ...values, confirmEmail: values.email })).toEqual({});
  });

  it('always asks for the confirmation of a new user', () => {
    expect(errorsOf(createUserSchema(), values)).toEqual({ confirmEmail: 'Confirm the email' });
  });

  it('sends a changed email as unconfirmed and archives with the given time', () => {
    const now = new Date('2025-06-15T12:00:00Z');
    const attributes = toUserAttributes(
      schema.parse({
        ...values,
        email: 'ada@new.org',
        confirmEmail: 'ada@new.org',
        currentPassword: 'secret-1',
        archived: true,
      }),
      { email: 'ada@shelter.org', archivedAt: null },
      now,
    );
    expect(attributes).toEqual({
      fullName: 'Ada',
      title: 'Director',
      unconfirmedEmail: 'ada@new.org',
      currentPassword: 'secret-1',
      archivedAt: '2025-06-15T12:00:00.000Z',
    });
    expect(errorsOf(userAttributesSchema, attributes)).toEqual({});
  });
});

describe('invite member', () => {
  it('shows each message of the spec', () => {
    expect(errorsOf(inviteMemberSchema, {})).toEqual({
      fullName: 'Name is required',
      title: 'Title is required',
      email: 'Email is required',
      confirmEmail: 'Confirm the email',
      role: 'Role is required',
    });
    expect(
      errorsOf(inviteMemberSchema, {
        fullName: 'Bo',
        title: 'Vet',
        email: 'bo@',
        confirmEmail: 'bo',
        role: 'organization_viewer',
      }),
    ).toEqual({ email: 'Invalid email', confirmEmail: 'Invalid email' });
    expect(
      errorsOf(inviteMemberSchema, {
        fullName: 'Bo',
        title: 'Vet',
        email: 'bo@shelter.org',
        confirmEmail: 'b@shelter.org',
        role: 'organization_viewer',
      }),
    ).toEqual({ confirmEmail: 'Emails do not match' });
  });

  it('builds the invite request for the organization', () => {
    const values = inviteMemberSchema.parse({
      fullName: 'Bo',
      title: 'Vet',
      email: 'bo@shelter.org',
      confirmEmail: 'bo@shelter.org',
      role: 'organization_manager',
    });
    const attributes = toMemberInviteAttributes(values, 7);
    expect(attributes).toEqual({
      resourceId: 7,
      resourceType: 'organization',
      name: 'Bo',
      title: 'Vet',
      email: 'bo@shelter.org',
      role: 'organization_manager',
    });
    expect(errorsOf(membershipInviteAttributesSchema, attributes)).toEqual({});
  });
});

describe('invite coalition user', () => {
  it('shows each message of the spec and takes coalition roles only', () => {
    expect(errorsOf(inviteCoalitionUserSchema, {})).toEqual({
      fullName: 'Name is required',
      role: 'Role is required',
      email: 'Email is required',
      confirmEmail: 'Confirm the email',
    });
    const values = {
      fullName: 'Cy',
      role: 'organization_manager',
      email: 'cy@c.org',
      confirmEmail: 'cy@c.org',
    };
    expect(errorsOf(inviteCoalitionUserSchema, values)).toEqual({ role: 'Role is required' });
  });

  it('builds the invite request; the server refuses an organization role for a coalition', () => {
    const values = inviteCoalitionUserSchema.parse({
      fullName: 'Cy',
      role: 'coalition_viewer',
      email: 'cy@c.org',
      confirmEmail: 'cy@c.org',
    });
    const attributes = toCoalitionUserInviteAttributes(values, '3');
    expect(errorsOf(membershipInviteAttributesSchema, attributes)).toEqual({});
    expect(
      errorsOf(membershipInviteAttributesSchema, { ...attributes, role: 'organization_viewer' }),
    ).toEqual({
      role: 'Role is required',
    });
  });
});
