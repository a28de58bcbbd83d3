/**
 * The longest text each kind of field takes, in one place: the forms (zod schemas shared with the
 * server) refuse longer values with "Must be at most N characters", and the API's JSON:API layer
 * refuses any text attribute longer than `longText` even where no form rule names it. Generous for
 * people, small enough that no value can fill an index row, a log line or an email.
 */
import { formatInteger } from '../format/numbers';

export const TEXT_LIMITS = {
  /** A person's, organization's, location's or coalition's name. */
  name: 200,
  /** A job title. */
  title: 200,
  /** RFC 5321's longest forward path. */
  email: 254,
  url: 2000,
  phone: 50,
  /** Identifiers and codes: zip and postal codes, EIN, business number, external ids, option values. */
  code: 100,
  /** Any other one-line text: address lines, city, software name, annual ranges. */
  line: 200,
  /** Free text: notes, descriptions, what data is used for. */
  longText: 5000,
  /** Passwords: far above what a password manager makes (ASVS asks for at least 64); the same 200 as the password routes. */
  password: 200,
  /** A list of texts (regions, species) holds at most this many entries. */
  listEntries: 200,
} as const;

/** NUL (U+0000) is refused in every text: PostgreSQL cannot store it. */
export const TEXT_WITH_NUL = 'Must not contain a NUL character';

export const textTooLong = (max: number) => `Must be at most ${formatInteger(max)} characters`;
