/**
 * Named statements on the embedded engine, as `statement-names.ts` gives them to a PostgreSQL server:
 * PGlite's `query()` parses and plans every statement afresh (an unnamed statement), which made the
 * organization read cost 1 ms in PGlite against 0.1 ms for `select $1` (issue 17). Here a text seen twice
 * becomes a named statement, parsed and planned once; each later call only binds and executes it, through
 * PGlite's wire-protocol API, in its query and transaction locks as `query()` itself runs.
 *
 * Top-level queries and a transaction's queries alike; only plain reads and writes: COPY and anything with
 * a blob are left to PGlite's own path.
 */
import {
  type PGlite,
  parse,
  protocol,
  type QueryOptions,
  type Results,
  type Transaction,
} from '@electric-sql/pglite';

import { repeatedTextNames } from './statement-names';

const NAMEABLE = /^\s*(select|with|insert|update|delete)\b/i;

/**
 * A named statement, its parameters' types and the description of its rows, both learnt on its first run:
 * a row description (its columns' names and types), or null when it returns no rows.
 */
type Statement = { name: string; parameterTypes?: number[]; rows?: BackendMessage | null };

type BackendMessage = Parameters<typeof parse.parseResults>[0][number];

type Query = <T>(text: string, params?: unknown[], options?: QueryOptions) => Promise<Results<T>>;

/** What PGlite keeps protected (by convention) but `query()` itself uses. */
type PGliteInternals = {
  _runExclusiveQuery<T>(fn: () => Promise<T>): Promise<T>;
  _runExclusiveTransaction<T>(fn: () => Promise<T>): Promise<T>;
};

const wrapped = new WeakSet<PGlite>();

export function nameRepeatedPgliteStatements(pglite: PGlite): void {
  // Once per instance: two namers would hand out the same names.
  if (wrapped.has(pglite)) return;
  wrapped.add(pglite);
  const query = pglite.query.bind(pglite) as Query;
  let nextId = 1;
  const statementFor = repeatedTextNames<Statement>(
    () => ({ name: `p_${nextId++}` }),
    (text) => NAMEABLE.test(text),
  );

  (pglite as { query: Query }).query = <T>(text: string, params: unknown[] = [], options?: QueryOptions) => {
    const statement = options?.blob ? undefined : statementFor(text);
    if (!statement) return query<T>(text, params, options);
    return runNamed<T>(pglite, statement, text, params, options, false);
  };

  // A transaction holds the transaction lock and syncs to disk once, at its end (as PGlite's own path).
  const transaction = pglite.transaction.bind(pglite);
  pglite.transaction = <T>(callback: (tx: Transaction) => Promise<T>) =>
    transaction((tx) => {
      const txQuery = tx.query.bind(tx) as Query;
      const named: Transaction = Object.create(tx);
      named.query = <R>(text: string, params: unknown[] = [], options?: QueryOptions) => {
        const statement = options?.blob || tx.closed ? undefined : statementFor(text);
        if (!statement) return txQuery<R>(text, params, options);
        return runNamed<R>(pglite, statement, text, params, options, true);
      };
      return callback(named);
    });
}

async function runNamed<T>(
  pglite: PGlite,
  statement: Statement,
  text: string,
  params: unknown[],
  options: QueryOptions | undefined,
  inTransaction: boolean,
): Promise<Results<T>> {
  await pglite.waitReady;
  const locks = pglite as unknown as PGliteInternals;
  const send = (message: Uint8Array) => pglite.execProtocolStream(message, { syncToFs: false });
  const { serialize } = protocol;
  const exclusive = <R>(work: () => Promise<R>) =>
    inTransaction
      ? locks._runExclusiveQuery(work)
      : locks._runExclusiveTransaction(() => locks._runExclusiveQuery(work));
  return exclusive(async () => {
    const messages: BackendMessage[] = [];
    let synced = false;
    try {
      if (!statement.parameterTypes) {
        messages.push(...(await send(serialize.parse({ name: statement.name, text }))));
        statement.parameterTypes = parse.parseDescribeStatementResults(
          await send(serialize.describe({ type: 'S', name: statement.name })),
        );
      }
      const types = statement.parameterTypes;
      const values = params.map((param, i) => {
        if (param === null || param === undefined) return null;
        const type = types[i]!;
        const serializer = options?.serializers?.[type] ?? pglite.serializers[type];
        return serializer ? serializer(param) : String(param);
      });
      // One call for the messages: PGlite runs every message it is given, and after an error skips to the
      // Sync, as a server does; it throws the error once the Sync has run. The rows' description is asked
      // for on the first run only: a named statement's columns do not change (PostgreSQL refuses to run it
      // if they would), and parsing 40 columns' names on each run took a tenth of an organization read.
      const known = statement.rows !== undefined;
      synced = true;
      const answer = (await send(
        Buffer.concat([
          serialize.bind({ statement: statement.name, values: values as string[] }),
          ...(known ? [] : [serialize.describe({ type: 'P' })]),
          serialize.execute({}),
          serialize.sync(),
        ]),
      )) as BackendMessage[];
      if (known) {
        if (statement.rows) messages.push(statement.rows);
      } else {
        const description = answer.find((m) => m.name === 'rowDescription' || m.name === 'noData');
        if (description) statement.rows = description.name === 'noData' ? null : description;
      }
      messages.push(...answer);
    } finally {
      if (!synced) messages.push(...(await send(serialize.sync())));
    }
    if (!inTransaction) await pglite.syncToFs();
    return parse.parseResults(messages, ...parsersOf(pglite, options))[0] as Results<T>;
  });
}

type Parsers = Parameters<typeof parse.parseResults>[1];

/**
 * The parsers for a statement's answer: the caller's (drizzle gives each statement its own few, for dates
 * and intervals) over PGlite's. `parseResults` would copy PGlite's 370 into a new object for each answer
 * when given both, which took 120 µs of the embedded single read's 680 (17%); an object inheriting from
 * PGlite's holds the same parsers and is made from the caller's few.
 */
function parsersOf(pglite: PGlite, options: QueryOptions | undefined): [Parsers, QueryOptions?] {
  if (!options?.parsers) return [pglite.parsers as Parsers, options];
  const parsers: Parsers = Object.assign(Object.create(pglite.parsers), options.parsers);
  return [parsers, { ...options, parsers: undefined }];
}
