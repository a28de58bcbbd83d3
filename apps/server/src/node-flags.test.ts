import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { API_NODE_FLAGS, withApiNodeFlags } from './node-flags';

describe('the API processes’ V8 flags', () => {
  it('adds the flags a forked API process lacks, once', () => {
    const loader = ['--require', 'preflight.cjs', '--import', 'loader.mjs'];
    expect(withApiNodeFlags(loader)).toEqual([...loader, '--no-memory-reducer']);
    expect(withApiNodeFlags(withApiNodeFlags(loader))).toEqual([...loader, '--no-memory-reducer']);
  });

  it('are on `npm run serve`’s command line, before the script (V8 reads them when it sets up the heap)', () => {
    const root = path.resolve(import.meta.dirname, '../../..');
    const { scripts } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
    const serve: string[] = scripts.serve.split(/\s+/);
    const script = serve.indexOf('apps/server/src/main.ts');
    expect(script).toBeGreaterThan(0);
    for (const flag of API_NODE_FLAGS) {
      expect(serve.indexOf(flag), flag).toBeGreaterThan(0);
      expect(serve.indexOf(flag), flag).toBeLessThan(script);
    }
  });
});
