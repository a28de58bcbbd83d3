/**
 * The ShelterLuv fake as a process of its own, answering the key E2E_SHELTERLUV_KEY on PORT and printing its
 * API root once it listens. For the browser tests (scripts/e2e.mjs points SHELTERLUV_BASE_URL at it): last
 * month's fixture (`shelterluvMonth`, last month by today's date, as the journeys' server sees it). For the
 * benchmark: FAKE_EVENTS events of FAKE_YEAR-FAKE_MONTH over FAKE_ANIMALS animals (`generatedShelterluvMonth`).
 */
import { startShelterluvFake } from './shelterluv-fake';
import { generatedShelterluvMonth, shelterluvMonth } from './shelterluv-month';

const env = process.env;
const now = new Date();
const last = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1));
const fixture = env.FAKE_EVENTS
  ? generatedShelterluvMonth(Number(env.FAKE_YEAR), Number(env.FAKE_MONTH), {
      events: Number(env.FAKE_EVENTS),
      animals: Number(env.FAKE_ANIMALS ?? 3000),
    })
  : shelterluvMonth(last.getUTCFullYear(), last.getUTCMonth() + 1);
const fake = await startShelterluvFake({
  apiKey: env.E2E_SHELTERLUV_KEY ?? 'e2e-shelterluv-key-0001',
  port: Number(env.PORT ?? 0),
  ...fixture,
});
console.log(`ShelterLuv fake listening at ${fake.baseUrl}`);
const stop = async () => {
  await fake.close();
  process.exit(0);
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
