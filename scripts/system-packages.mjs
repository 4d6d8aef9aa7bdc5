// The Debian packages the tests need beyond npm: Chromium (end-to-end journeys, and the Resume Builder's PDF
// export in the integration tests), its fonts, poppler-utils, and espeak-ng (spoken answers for the Offline
// Interview journeys). Missing ones are installed with apt-get when running as root (CI, these machines);
// otherwise the command to run is printed. Nothing is downloaded at run time by the product itself.
import { accessSync, constants, existsSync } from 'node:fs';
import { run } from './lib.mjs';

/** Each package with the file that shows it is installed. */
const PACKAGES = [
  { name: 'chromium', file: () => process.env.CHROMIUM_PATH || '/usr/bin/chromium', executable: true },
  { name: 'fonts-liberation', file: () => '/usr/share/fonts/truetype/liberation', executable: false },
  { name: 'poppler-utils', file: () => '/usr/bin/pdftotext', executable: true },
  { name: 'espeak-ng', file: () => '/usr/bin/espeak-ng', executable: true },
];

function isPresent({ file, executable }) {
  try {
    accessSync(file(), executable ? constants.X_OK : constants.R_OK);
    return true;
  } catch {
    return false;
  }
}

/** Installs what is missing; returns 0 when every package is there afterwards. */
export async function ensureSystemPackages() {
  const missing = PACKAGES.filter((p) => !isPresent(p));
  if (missing.length === 0) return 0;
  const names = missing.map((p) => p.name);
  const install = `apt-get install -y ${names.join(' ')}`;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const aptGet = ['/usr/bin/apt-get', '/bin/apt-get'].find((file) => existsSync(file));
  // a Chromium named by CHROMIUM_PATH is the developer's own: never install over it
  if (process.env.CHROMIUM_PATH && names.includes('chromium')) {
    console.error(`✗ Chromium not found at CHROMIUM_PATH=${process.env.CHROMIUM_PATH}.`);
    return 1;
  }
  if (!isRoot || !aptGet) {
    console.error(
      `✗ missing Debian packages: ${names.join(', ')}.\n  Install them:  sudo apt-get update && sudo DEBIAN_FRONTEND=noninteractive ${install}`,
    );
    return 1;
  }
  console.log(`→ missing Debian packages (${names.join(', ')}); installing: apt-get update && ${install}`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const code = (await run(aptGet, ['update'], { env })) || (await run(aptGet, ['install', '-y', ...names], { env }));
  const still = PACKAGES.filter((p) => !isPresent(p)).map((p) => p.name);
  if (code !== 0 || still.length > 0) {
    console.error(`✗ installing ${names.join(', ')} failed (exit code ${code}); run: apt-get update && ${install}`);
    return code || 1;
  }
  return 0;
}

if (import.meta.url === `file://${process.argv[1]}`) process.exit(await ensureSystemPackages());
