import { describe, expect, it } from 'vitest';
import { loginSchema } from './auth';
import { coalitionSchema } from './coalition';
import { emailField, websiteField } from './fields';
import { TEXT_LIMITS, textTooLong } from './limits';
import { locationSchema } from './location';
import { organizationAttributesSchema } from './organization';
import { userAttributesSchema } from './users';

const issueAt = (
  result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } },
  field: string,
) => result.error?.issues.find((issue) => issue.path[0] === field)?.message;

describe('text limits of the forms', () => {
  it('refuses a name, title, note, email and URL one character over their limit, naming the limit', () => {
    const over = (max: number) => 'a'.repeat(max + 1);
    expect(issueAt(locationSchema.safeParse({ name: over(TEXT_LIMITS.name) }), 'name')).toBe(
      'Must be at most 200 characters',
    );
    const organization = organizationAttributesSchema.safeParse({
      authorizerTitle: over(TEXT_LIMITS.title),
      notes: over(TEXT_LIMITS.longText),
    });
    expect(issueAt(organization, 'authorizerTitle')).toBe(textTooLong(200));
    expect(issueAt(organization, 'notes')).toBe('Must be at most 5,000 characters');
    expect(issueAt(userAttributesSchema.safeParse({ fullName: over(200) }), 'fullName')).toBe(
      textTooLong(200),
    );
    expect(issueAt(coalitionSchema.safeParse({ description: over(5000) }), 'description')).toBe(
      textTooLong(5000),
    );
    expect(emailField().safeParse(`${'a'.repeat(250)}@example.org`).error?.issues[0]?.message).toBe(
      textTooLong(254),
    );
    expect(
      websiteField().safeParse(`https://example.org/${'a'.repeat(2000)}`).error?.issues[0]?.message,
    ).toBe(textTooLong(2000));
    expect(issueAt(loginSchema.safeParse({ email: 'a@b.org', password: over(200) }), 'password')).toBe(
      textTooLong(200),
    );
  });

  it('accepts a value exactly at its limit', () => {
    expect(emailField().safeParse(`${'a'.repeat(242)}@example.org`).success).toBe(true);
    const name = 'n'.repeat(TEXT_LIMITS.name);
    expect(userAttributesSchema.safeParse({ fullName: name }).success).toBe(true);
  });

  it('checks a megabyte of text in well under a second, with one message', () => {
    const huge = 'a'.repeat(1_000_000);
    const started = performance.now();
    const result = emailField().safeParse(huge);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([textTooLong(254)]);
    expect(performance.now() - started).toBeLessThan(1000);
  });
});
