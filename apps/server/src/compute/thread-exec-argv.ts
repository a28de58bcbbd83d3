/**
 * The Node options a worker thread of this process needs: its module loaders (tsx's), so that the thread
 * can load TypeScript as the process does. Used by the compute threads and the embedded engine's thread.
 */

/** The TypeScript loader the threads need, unless this process was started with it (as `tsx` does). */
const TYPESCRIPT_LOADER = ['--import', 'tsx'];

/** The options of a module loader, which take the next argument unless written `--import=…`. */
const LOADER_OPTIONS = ['--require', '-r', '--import', '--loader', '--experimental-loader'];

/**
 * The threads' Node options: the module loaders this process was started with (tsx's), and the TypeScript
 * loader when there is none. Nothing else: a worker thread refuses process-wide options, and a server
 * started with one (`node --trace-gc`, `--cpu-prof`) would fail to start its threads.
 */
export function threadExecArgv(processArgv: readonly string[]): string[] {
  const loaders: string[] = [];
  for (let i = 0; i < processArgv.length; i++) {
    const arg = processArgv[i]!;
    if (LOADER_OPTIONS.includes(arg) && i + 1 < processArgv.length) {
      loaders.push(arg, processArgv[i + 1]!);
      i += 1;
    } else if (LOADER_OPTIONS.some((option) => arg.startsWith(`${option}=`))) {
      loaders.push(arg);
    }
  }
  return loaders.some((arg) => arg.includes('tsx')) ? loaders : [...loaders, ...TYPESCRIPT_LOADER];
}
