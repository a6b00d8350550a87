/**
 * The one way browser tests get a headless Chromium (playwright-core drives it). Where the binary
 * comes from, first match wins:
 *   1. CHROMIUM_PATH, when set (a wrong path fails; it is never passed over silently);
 *   2. a system Chromium: /usr/bin/chromium, else `chromium` or `chromium-browser` on PATH;
 *   3. the devDependency @sparticuz/chromium, whose headless shell ships inside the npm package
 *      and is unpacked once per package version under node_modules/.cache/onward-chromium.
 * So `npm ci` alone is enough on a fresh machine. When none of the three gives a browser that
 * starts, the launch throws a message naming all three: browser tests fail, they never skip.
 */
import { accessSync, constants, existsSync, mkdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { delimiter, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser } from 'playwright-core';

export interface BrowserChoice {
  source: 'CHROMIUM_PATH' | 'system' | '@sparticuz/chromium';
  executablePath: string;
}

// Tests run on a closed network: without the background-networking flags Chromium keeps trying
// to reach Google and misbehaves; the rest keep one run like the next. No sandbox because CI
// runs as root, no GPU because there is none.
export const BROWSER_ARGS: readonly string[] = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

// navigator.language comes from the locale environment, so pages would see a different language
// on each machine; LANG=C.UTF-8 (usual in containers) even gives the invalid tag 'en-US@posix'.
// --lang does not change it in the headless shell, the environment does.
const BROWSER_LOCALE = { LANG: 'en_US.UTF-8', LC_ALL: 'en_US.UTF-8' };

const HOW_TO_GET_ONE =
  'Browser tests need Chromium; get one in any of three ways: ' +
  'set CHROMIUM_PATH to a Chromium binary; install a system Chromium (Debian: apt-get install -y chromium, ' +
  'found at /usr/bin/chromium or as chromium/chromium-browser on PATH); ' +
  'or run `npm ci` so the devDependency @sparticuz/chromium (a headless Chromium inside the npm package) is installed.';

const root = fileURLToPath(new URL('../..', import.meta.url));

function isExecutable(path: string): boolean {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** /usr/bin/chromium first (Debian's package), then the usual names on PATH. */
export function findSystemChromium(path = process.env.PATH ?? ''): string | undefined {
  if (isExecutable('/usr/bin/chromium')) return '/usr/bin/chromium';
  for (const name of ['chromium', 'chromium-browser']) {
    for (const dir of path.split(delimiter)) {
      if (dir && isExecutable(join(dir, name))) return join(dir, name);
    }
  }
  return undefined;
}

/**
 * Unpacks @sparticuz/chromium into a directory of its own. The package unpacks into os.tmpdir()
 * and trusts whatever `chromium` it finds there, so on a shared machine it would reuse another
 * user's or another version's binary, or one still being written by a parallel test file. Pointing
 * TMPDIR at a fresh directory for the synchronous start of executablePath() (where the package
 * reads tmpdir() for every output path) and renaming the finished directory into place makes the
 * cache per version and never half-written.
 */
async function unpackSparticuz(): Promise<string> {
  const require = createRequire(import.meta.url);
  let entry: string;
  try {
    entry = require.resolve('@sparticuz/chromium');
  } catch {
    throw new Error('@sparticuz/chromium is not installed');
  }
  const packageDir = join(dirname(entry), '..', '..');
  const { version } = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8')) as { version: string };
  const cacheRoot = join(root, 'node_modules', '.cache', 'onward-chromium');
  const finalDir = join(cacheRoot, version);
  const binary = join(finalDir, 'chromium');
  if (isExecutable(binary)) return binary;

  const { default: sparticuz } = await import('@sparticuz/chromium');
  const workDir = join(cacheRoot, `${version}.partial-${process.pid}-${Date.now()}`);
  mkdirSync(workDir, { recursive: true });
  const savedTmpdir = process.env.TMPDIR;
  let unpacking: Promise<string>;
  process.env.TMPDIR = workDir;
  try {
    unpacking = sparticuz.executablePath();
  } finally {
    if (savedTmpdir === undefined) delete process.env.TMPDIR;
    else process.env.TMPDIR = savedTmpdir;
  }
  try {
    const unpacked = await unpacking;
    if (unpacked !== join(workDir, 'chromium')) {
      throw new Error(
        `@sparticuz/chromium unpacked to ${unpacked}, not into ${workDir}; its unpacking changed, update test/support/browser.ts`,
      );
    }
    try {
      renameSync(workDir, finalDir);
    } catch (err) {
      // Another test process finished first: its copy is complete, use it and drop ours.
      if (!existsSync(binary)) throw err;
    }
    return binary;
  } finally {
    rmSync(workDir, { recursive: true, force: true });
  }
}

/** Which Chromium the browser tests will use (see the module comment for the order). */
export async function findBrowser(env: NodeJS.ProcessEnv = process.env): Promise<BrowserChoice> {
  const configured = env.CHROMIUM_PATH;
  if (configured) {
    if (!isExecutable(configured))
      throw new Error(`CHROMIUM_PATH=${configured} is not an executable file. ${HOW_TO_GET_ONE}`);
    return { source: 'CHROMIUM_PATH', executablePath: configured };
  }
  const system = findSystemChromium(env.PATH);
  if (system) return { source: 'system', executablePath: system };
  try {
    return { source: '@sparticuz/chromium', executablePath: await unpackSparticuz() };
  } catch (err) {
    throw new Error(`No Chromium found (${(err as Error).message}). ${HOW_TO_GET_ONE}`, { cause: err });
  }
}

let announced = false;

/** A headless Chromium for a test file; the caller closes it. */
export async function launchBrowser(): Promise<Browser> {
  const choice = await findBrowser();
  let browser: Browser;
  try {
    browser = await chromium.launch({
      executablePath: choice.executablePath,
      headless: true,
      args: [...BROWSER_ARGS],
      env: { ...process.env, ...BROWSER_LOCALE },
    });
  } catch (err) {
    throw new Error(
      `Chromium from ${choice.source} (${choice.executablePath}) did not start: ${(err as Error).message}\n${HOW_TO_GET_ONE}`,
      { cause: err },
    );
  }
  if (!announced) {
    announced = true;
    console.log(`browser tests use Chromium ${browser.version()} from ${choice.source}: ${choice.executablePath}`);
  }
  return browser;
}

/**
 * Where browser tests leave their screenshots (`.tmp/screenshots/<name>`, ignored by git), for a
 * person to look at after a run; the folder is made on first use.
 */
export function screenshotPath(name: string): string {
  const dir = fileURLToPath(new URL('../../.tmp/screenshots/', import.meta.url));
  mkdirSync(dir, { recursive: true });
  return join(dir, name);
}
