/**
 * A ShelterLuv API v1 client (issue 16), from the vendor's published API: every request carries the
 * organization's key as the `X-Api-Key` header; `GET events` and `GET animals` page with `offset` and `limit`
 * (at most 100; `animals` takes `status_type` and `since`, animals changed since a Unix time) and answer `{ success, events | animals, has_more, total_count }`; `events` takes `since` and
 * `before` as Unix times; `GET animals/{id}` answers one animal. Retries, pacing and plain failures come from
 * vendor-http.ts.
 */
import { z } from 'zod';
import { createVendorHttp, VendorError, type VendorHttpOptions } from '../vendor-http';

export const SHELTERLUV_BASE_URL = 'https://www.shelterluv.com/api/v1';
export const SHELTERLUV_PAGE_SIZE = 100;

/** A record an event concerns: `{ Type: 'Animal', Id: '1234' }`, a person, a location. */
const associatedRecord = z.object({ Type: z.string(), Id: z.string() });

const shelterluvEvent = z.object({
  /** `Intake.Stray`, `Outcome.Adoption`, …: the kind, then the kind of intake or outcome. */
  Type: z.string(),
  Subtype: z.string().nullish(),
  /** Unix seconds, as a string. */
  Time: z.coerce.number(),
  User: z.string().nullish(),
  AssociatedRecords: z.array(associatedRecord).default([]),
});
export type ShelterluvEvent = z.infer<typeof shelterluvEvent>;

const shelterluvAnimal = z
  .object({
    ID: z.string(),
    InternalID: z.string().nullish(),
    /** Dog, Cat, Rabbit, … */
    Type: z.string().nullish(),
    /** Unix seconds. */
    DOBUnixTime: z.coerce.number().nullish(),
    Status: z.string().nullish(),
    /** Whether the animal is with a foster now. */
    InFoster: z.boolean().nullish(),
    /** Unix seconds of the record's last change. */
    LastUpdatedUnixTime: z.coerce.number().nullish(),
  })
  .passthrough();
export type ShelterluvAnimal = z.infer<typeof shelterluvAnimal>;

const paging = { success: z.union([z.literal(1), z.literal(true)]), has_more: z.boolean() };
const eventsPage = z.object({ ...paging, events: z.array(shelterluvEvent) });
const animalsPage = z.object({ ...paging, animals: z.array(shelterluvAnimal) });

export type ShelterluvClientOptions = Omit<VendorHttpOptions, 'vendor' | 'baseUrl'> & {
  baseUrl?: string;
  apiKey: string;
};

const unixSeconds = (date: Date) => Math.floor(date.getTime() / 1000);

export function createShelterluvClient({
  apiKey,
  baseUrl = SHELTERLUV_BASE_URL,
  ...options
}: ShelterluvClientOptions) {
  const http = createVendorHttp({ ...options, vendor: 'ShelterLuv', baseUrl });
  const headers = { 'X-Api-Key': apiKey };

  function parse<T>(schema: z.ZodType<T>, json: unknown, what: string): T {
    const result = schema.safeParse(json);
    if (!result.success) {
      throw new VendorError(
        'ShelterLuv',
        'bad-response',
        `ShelterLuv answered ${what} in a form this portal does not read.`,
      );
    }
    return result.data;
  }

  /** Every page of `path` from offset 0 while `has_more`, a page at a time; `read` takes a page's items. */
  async function* pages<T>(
    path: string,
    query: Record<string, string | number | undefined>,
    read: (json: unknown) => { items: T[]; hasMore: boolean },
  ): AsyncGenerator<T[]> {
    for (let offset = 0; ; offset += SHELTERLUV_PAGE_SIZE) {
      const json = await http.requestJson({
        path,
        headers,
        query: { ...query, offset, limit: SHELTERLUV_PAGE_SIZE },
      });
      const { items, hasMore } = read(json);
      if (items.length > 0) yield items;
      if (!hasMore || items.length === 0) return;
    }
  }

  return {
    /** The events from `since` (inclusive) to `before` (exclusive), oldest pages first, a page at a time. */
    events({ since, before }: { since: Date; before?: Date }): AsyncGenerator<ShelterluvEvent[]> {
      const query = { since: unixSeconds(since), before: before && unixSeconds(before) };
      return pages('events', query, (json) => {
        const answer = parse(eventsPage, json, 'a page of events');
        return { items: answer.events, hasMore: answer.has_more };
      });
    },
    /**
     * The animals with a status type (`in custody`, `publishable`, …), or changed `since` a moment (every
     * animal with an event since then), a page at a time.
     */
    animals({
      statusType,
      since,
    }: {
      statusType?: string;
      since?: Date;
    } = {}): AsyncGenerator<ShelterluvAnimal[]> {
      const query = { status_type: statusType, since: since && unixSeconds(since) };
      return pages('animals', query, (json) => {
        const answer = parse(animalsPage, json, 'a page of animals');
        return { items: answer.animals, hasMore: answer.has_more };
      });
    },
    async animal(id: string): Promise<ShelterluvAnimal> {
      const json = await http.requestJson({ path: `animals/${encodeURIComponent(id)}`, headers });
      return parse(shelterluvAnimal, json, `animal ${id}`);
    },
    /** One small authenticated read: resolves when the key works, else the VendorError saying why. */
    async testConnection(): Promise<void> {
      const json = await http.requestJson({ path: 'events', headers, query: { offset: 0, limit: 1 } });
      parse(eventsPage, json, 'the first page of events');
    },
  };
}

export type ShelterluvClient = ReturnType<typeof createShelterluvClient>;
