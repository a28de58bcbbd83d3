import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { createServer, defineConfig, type Plugin } from 'vite';

/** In development the API server runs on :3000; the built app is served by it on the same origin. */
const apiServer = process.env.API_URL ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [react(), postBuild()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    rolldownOptions: { output: { codeSplitting: { groups: vendorGroups() } } },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': apiServer,
      '/auth': apiServer,
      '/refresh_token': apiServer,
    },
  },
});

/**
 * Libraries that only some pages show get a chunk of their own, loaded by those pages alone: the charts
 * (recharts and its d3 parts), the date pickers, the file drop zone. The framework every page runs on
 * (React, the router, Mantine's core, TanStack Query) is one chunk that stays cached between releases.
 * A group is loaded whole by any page that needs one of its modules, so each holds only what its pages use.
 */
function vendorGroups() {
  // Stylesheets stay out: main.tsx imports every package's CSS, which must not pull a group into the entry.
  const modules = (...names: string[]) => {
    const pattern = new RegExp(
      `[\\\\/]node_modules[\\\\/](${names.map((n) => n.replace('/', '[\\\\/]')).join('|')})[\\\\/]`,
    );
    return (id: string) => pattern.test(id) && !/\.css($|\?)/.test(id);
  };
  // A feature group takes its own modules only (not what they import, such as React or Mantine's core):
  // otherwise the shared modules would move into it and every page would load it.
  const feature = { priority: 2, includeDependenciesRecursively: false };
  return [
    {
      name: 'framework',
      test: modules(
        'react',
        'react-dom',
        'scheduler',
        'react-router',
        'cookie',
        'set-cookie-parser',
        '@tanstack/query-core',
        '@tanstack/react-query',
      ),
      priority: 3,
    },
    {
      name: 'charts',
      test: modules(
        '@mantine/charts',
        'recharts',
        'recharts-scale',
        'react-smooth',
        'victory-vendor',
        'd3-[a-z-]+',
        'internmap',
        'decimal\\.js-light',
        'lodash',
        // CommonJS, used by recharts alone: left outside the group, it got a chunk of its own whose
        // wrapper the charts chunk failed to call ("require_eventemitter3 is not a function").
        'eventemitter3',
      ),
      ...feature,
    },
    { name: 'date-pickers', test: modules('@mantine/dates'), ...feature },
    // The rest of what the entry imports statically (the shell, Mantine's core parts it shows): one file,
    // instead of a score of small ones each paying a request.
    { name: 'shell', tags: ['$initial' as const], priority: 1 },
    {
      name: 'dropzone',
      test: modules('@mantine/dropzone', 'react-dropzone', 'file-selector', 'attr-accept'),
      ...feature,
    },
  ];
}

/** Text files at least this long get a brotli and a gzip copy; smaller ones gain nothing worth a file. */
const PRECOMPRESS_MIN_BYTES = 1024;
const PRECOMPRESSED = /\.(js|mjs|css|html|svg|json|txt|webmanifest)$/;

/** What index.html shows until the app has run; a prerendered page puts its markup in its place. */
const BOOT_MARKUP = /<div id="root">\s*<!--boot-->[\s\S]*<!--\/boot-->\s*<\/div>/;
/** Where the prerendered pages go, with `pages.json` mapping each address to its file (read by the server). */
const PRERENDERED_DIR = 'prerendered';

/**
 * After the bundle is written: the pages rendered ahead of time, then a brotli and a gzip copy of every
 * text file (one plugin: Vite runs the `closeBundle` hooks of different plugins at the same time).
 */
function postBuild(): Plugin {
  let root = '';
  let outDir = '';
  return {
    name: 'sac-post-build',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      await prerender(root, outDir);
      await precompress(outDir);
    },
  };
}

/**
 * Renders the public pages of src/prerender.tsx into copies of the built index.html (their scripts and
 * stylesheet included), so that they show before the scripts have run; src/app/start-app.tsx hydrates
 * them.
 */
async function prerender(root: string, outDir: string) {
  // A server-side module loader of Vite's own, kept open while rendering: the pages are loaded lazily.
  const loader = await createServer({
    root,
    configFile: false,
    logLevel: 'warn',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, ws: false, watch: null },
  });
  try {
    const entry = (await loader.ssrLoadModule('/src/prerender.tsx')) as typeof import('./src/prerender');
    await writePrerendered(entry, outDir);
  } finally {
    await loader.close();
  }
}

async function writePrerendered(entry: typeof import('./src/prerender'), outDir: string) {
  const template = await readFile(path.join(outDir, 'index.html'), 'utf8');
  if (!BOOT_MARKUP.test(template))
    throw new Error('index.html has no <!--boot--> markup in #root to replace');
  const pages: Record<string, string> = {};
  await mkdir(path.join(outDir, PRERENDERED_DIR), { recursive: true });
  for (const pathname of entry.PRERENDERED_PATHS) {
    const markup = await entry.renderPage(pathname);
    const file = `${pathname.replace(/^\//, '').replace(/\W+/g, '-')}.html`;
    const page = template.replace(
      BOOT_MARKUP,
      () => `<div id="root" data-prerendered="${pathname}">${markup}</div>`,
    );
    await writeFile(path.join(outDir, PRERENDERED_DIR, file), page);
    pages[pathname] = file;
  }
  await writeFile(path.join(outDir, PRERENDERED_DIR, 'pages.json'), `${JSON.stringify(pages, null, 2)}\n`);
}

/**
 * Writes `file.br` and `file.gz` beside each text file of the build, at the strongest settings (done once,
 * not per request); the server sends the copy the browser accepts (apps/server/src/http/web-assets.ts).
 * Source maps are left as they are: only developers fetch them.
 */
async function precompress(outDir: string) {
  const brotli = promisify(brotliCompress);
  const gz = promisify(gzip);
  const files = (await readdir(outDir, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile() && PRECOMPRESSED.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
  await Promise.all(
    files.map(async (file) => {
      const content = await readFile(file);
      if (content.length < PRECOMPRESS_MIN_BYTES) return;
      const [br, gzipped] = await Promise.all([
        brotli(content, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
          },
        }),
        gz(content, { level: constants.Z_BEST_COMPRESSION }),
      ]);
      await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gzipped)]);
    }),
  );
}
