/**
 * The import-direction rules of `.dependency-cruiser.cjs` (run by `npm run lint`) catch what they promise:
 * each case writes a tiny tree shaped like the repo into a temp folder and cruises it with the real rules.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { cruise, type IConfiguration } from 'dependency-cruiser';
import { afterEach, describe, expect, it } from 'vitest';

const require = createRequire(import.meta.url);
const config: IConfiguration = require('../../.dependency-cruiser.cjs');

let dir: string | undefined;
afterEach(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
  dir = undefined;
});

/** Writes `files` (path → source) under a temp root and returns the names of the rules they break. */
async function brokenRules(files: Record<string, string>): Promise<string[]> {
  dir = mkdtempSync(path.join(os.tmpdir(), 'import-rules-'));
  for (const [file, source] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), source);
  }
  const roots = [...new Set(Object.keys(files).map((file) => file.split('/')[0]))];
  const result = await cruise(roots, {
    baseDir: dir,
    ruleSet: { forbidden: config.forbidden },
    tsPreCompilationDeps: true,
    validate: true,
  });
  if (typeof result.output === 'string') throw new Error(result.output);
  return [...new Set(result.output.summary.violations.map((v) => v.rule.name))].sort();
}

describe('web import rules', () => {
  it('refuses a feature importing the app shell', async () => {
    expect(
      await brokenRules({
        'apps/web/src/app/routes.ts': 'export const paths = {};\n',
        'apps/web/src/features/home/home-page.ts':
          "import { paths } from '../../app/routes';\nexport { paths };\n",
      }),
    ).toEqual(['feature-imports-shell']);
  });

  it('refuses a feature importing another feature, and allows its own folder and lib', async () => {
    expect(
      await brokenRules({
        'apps/web/src/lib/paths.ts': 'export const paths = {};\n',
        'apps/web/src/features/matrix/totals.ts': 'export const total = 1;\n',
        'apps/web/src/features/home/parts/tile.ts': 'export const tile = 1;\n',
        'apps/web/src/features/home/home-page.ts':
          "import { paths } from '../../lib/paths';\nimport { tile } from './parts/tile';\nexport { paths, tile };\n",
        'apps/web/src/features/upload/upload-page.ts':
          "import { total } from '../matrix/totals';\nexport { total };\n",
      }),
    ).toEqual(['feature-imports-feature']);
  });

  it('refuses lib importing a feature or the shell', async () => {
    expect(
      await brokenRules({
        'apps/web/src/features/home/home-page.ts': 'export const page = 1;\n',
        'apps/web/src/lib/ui/shell-link.ts':
          "import { page } from '../../features/home/home-page';\nexport { page };\n",
      }),
    ).toEqual(['lib-imports-upward']);
  });

  it('refuses an import cycle', async () => {
    expect(
      await brokenRules({
        'apps/web/src/app/routes.ts': "import { page } from './pages';\nexport const paths = { page };\n",
        'apps/web/src/app/pages.ts': "import { paths } from './routes';\nexport const page = () => paths;\n",
      }),
    ).toEqual(['no-circular']);
  });
});

describe('server import rules', () => {
  it('refuses the JSON:API layer, access or db importing a resource', async () => {
    expect(
      await brokenRules({
        'apps/server/src/resources/users/resource.ts': 'export const userResource = {};\n',
        'apps/server/src/access/scopes.ts':
          "import { userResource } from '../resources/users/resource';\nexport { userResource };\n",
      }),
    ).toEqual(['layer-imports-resources']);
  });

  it('refuses product code importing the seed, and lets main.ts and tests use it', async () => {
    expect(
      await brokenRules({
        'apps/server/src/db/seed/demo.ts': 'export const demo = 1;\n',
        'apps/server/src/main.ts': "import { demo } from './db/seed/demo';\nexport { demo };\n",
        'apps/server/src/records/save.test.ts': "import { demo } from '../db/seed/demo';\nexport { demo };\n",
        'apps/server/src/records/save.ts': "import { demo } from '../db/seed/demo';\nexport { demo };\n",
      }),
    ).toEqual(['product-imports-seed']);
  });
});
