/**
 * The ShelterLuv fake as a process of its own, for the browser tests (scripts/e2e.mjs starts it before the
 * server and points SHELTERLUV_BASE_URL at it): last month's fixture (`shelterluvMonth`, last month by today's
 * date, as the journeys' server sees it), answering the key E2E_SHELTERLUV_KEY on PORT. Prints its API root
 * once it listens.
 */
import { startShelterluvFake } from './shelterluv-fake';
import { shelterluvMonth } from './shelterluv-month';

const now = new Date();
const last = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1));
const fake = await startShelterluvFake({
  apiKey: process.env.E2E_SHELTERLUV_KEY ?? 'e2e-shelterluv-key-0001',
  port: Number(process.env.PORT ?? 0),
  ...shelterluvMonth(last.getUTCFullYear(), last.getUTCMonth() + 1),
});
console.log(`ShelterLuv fake listening at ${fake.baseUrl}`);
const stop = async () => {
  await fake.close();
  process.exit(0);
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
