/**
 * A ShelterBuddy API v2 client (issue 16), from the vendor's published API. Each shelter has its own site
 * (the base URL, a setting): `GET authenticate` with the organization's username and password answers a
 * token, sent as the `sb-auth-token` header with every other request; a token that has expired is refused
 * with a 401, and the client signs in again once. Lists are `POST {kind}/list?page&pageSize` with a search
 * model as the body — `animal/list` by `UpdatedSinceUtc`, `animal/statushistory/list` by a `DateRange`,
 * `location/list` (each location's `UtcOffset`, which places a status change in its local month) — and answer
 * `{ Data, Paging: { Page, PageSize, TotalPages, TotalCount } }`. Retries, pacing and plain failures come
 * from vendor-http.ts.
 */
import { z } from 'zod';
import { createVendorHttp, VendorError, type VendorHttpOptions } from '../vendor-http';

export const SHELTERBUDDY_PAGE_SIZE = 100;

const statusChange = z
  .object({
    AnimalId: z.coerce.string(),
    /** The status entered: `Stray`, `Surrendered`, `Adopted`, `Transferred Out`, `Euthanased`, … */
    Status: z.string(),
    /** What kind of change: `Intake`, `Outcome`, or another movement. */
    StatusCategory: z.string().nullish(),
    DateUtc: z.string(),
    LocationId: z.coerce.string().nullish(),
  })
  .passthrough();
export type ShelterbuddyStatusChange = z.infer<typeof statusChange>;

const animal = z
  .object({
    Id: z.coerce.string(),
    /** Dog, Cat, … */
    AnimalType: z.string().nullish(),
    DateOfBirthUtc: z.string().nullish(),
    Status: z.string().nullish(),
  })
  .passthrough();
export type ShelterbuddyAnimal = z.infer<typeof animal>;

const location = z
  .object({ Id: z.coerce.string(), Name: z.string(), UtcOffset: z.coerce.number() })
  .passthrough();
export type ShelterbuddyLocation = z.infer<typeof location>;

const listOf = <T extends z.ZodTypeAny>(item: T) =>
  z.object({
    Data: z.array(item),
    Paging: z.object({ Page: z.coerce.number(), TotalPages: z.coerce.number() }).passthrough(),
  });

export type ShelterbuddyClientOptions = Omit<VendorHttpOptions, 'vendor'> & {
  username: string;
  password: string;
};

export function createShelterbuddyClient({ username, password, ...options }: ShelterbuddyClientOptions) {
  const http = createVendorHttp({ ...options, vendor: 'ShelterBuddy' });
  let token: string | undefined;

  async function signIn(): Promise<string> {
    const json = await http.requestJson({ path: 'authenticate', query: { username, password } });
    const answer = z.union([z.string().min(1), z.object({ Token: z.string().min(1) })]).safeParse(json);
    if (!answer.success) {
      throw new VendorError(
        'ShelterBuddy',
        'bad-response',
        'ShelterBuddy answered the sign-in without a token.',
      );
    }
    token = typeof answer.data === 'string' ? answer.data : answer.data.Token;
    return token;
  }

  /** A request with the token, signing in first or again once when the token is refused. */
  async function authorized(request: Parameters<typeof http.requestJson>[0]): Promise<unknown> {
    for (let attempt = 0; ; attempt += 1) {
      const current = token ?? (await signIn());
      try {
        return await http.requestJson({ ...request, headers: { 'sb-auth-token': current } });
      } catch (error) {
        const expired = error instanceof VendorError && error.kind === 'unauthorized';
        if (!expired || attempt > 0) throw error;
        token = undefined;
      }
    }
  }

  async function* list<T>(path: string, item: z.ZodType<T>, search: unknown): AsyncGenerator<T[]> {
    const schema = listOf(item);
    for (let page = 1; ; page += 1) {
      const json = await authorized({
        method: 'POST',
        path,
        query: { page, pageSize: SHELTERBUDDY_PAGE_SIZE },
        body: search,
      });
      const answer = schema.safeParse(json);
      if (!answer.success) {
        throw new VendorError(
          'ShelterBuddy',
          'bad-response',
          `ShelterBuddy answered a page of ${path} in a form this portal does not read.`,
        );
      }
      if (answer.data.Data.length > 0) yield answer.data.Data as T[];
      if (page >= answer.data.Paging.TotalPages || answer.data.Data.length === 0) return;
    }
  }

  return {
    /** The animals changed since a moment, a page at a time. */
    animals({ updatedSince }: { updatedSince: Date }): AsyncGenerator<ShelterbuddyAnimal[]> {
      return list('animal/list', animal, { UpdatedSinceUtc: updatedSince.toISOString() });
    },
    /** The status changes from `from` (inclusive) to `to` (exclusive), a page at a time. */
    statusChanges({ from, to }: { from: Date; to: Date }): AsyncGenerator<ShelterbuddyStatusChange[]> {
      return list('animal/statushistory/list', statusChange, {
        DateRange: { From: from.toISOString(), To: to.toISOString() },
      });
    },
    async locations(): Promise<ShelterbuddyLocation[]> {
      const all: ShelterbuddyLocation[] = [];
      for await (const page of list('location/list', location, {})) all.push(...page);
      return all;
    },
    /** Signs in: resolves when the username and password work, else the VendorError saying why. */
    async testConnection(): Promise<void> {
      token = undefined;
      await signIn();
    },
  };
}

export type ShelterbuddyClient = ReturnType<typeof createShelterbuddyClient>;
