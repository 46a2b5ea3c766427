import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PREBUILT_POOL_FILE } from '../../core/services/prebuilt-pool.ts';
import { appLocations } from '../../electron/shell/app-locations.ts';
import { REPO_ROOT } from '../support/real-data.ts';

// Installers cannot be built here: electron-builder needs the Electron binary, which
// this machine cannot download. What can be checked without it: the configuration against
// electron-builder's own schema, the targets, the fuses, the icon, and that the packaged app finds
// what the configuration puts where.

type Targets = (string | { target: string; arch?: string[] })[];

/** The parts of electron-builder's resolved configuration these tests read. */
interface Config {
  linux: { target: Targets };
  win: { target: Targets };
  mac: { target: Targets };
  icon: string;
  files: (string | { filter: string[] })[];
  [field: string]: unknown;
}
const require = createRequire(import.meta.url);

async function loadConfig(): Promise<Config> {
  const { getConfig, validateConfiguration } = require('app-builder-lib/out/util/config/config') as {
    getConfig(projectDir: string, configPath: string | null, configFromOptions: unknown): Promise<Config>;
    validateConfiguration(
      config: Config,
      debugLogger: { isEnabled: boolean; add(key: string, value: unknown): void },
    ): Promise<void>;
  };
  const config = await getConfig(REPO_ROOT, null, null);
  await validateConfiguration(config, { isEnabled: false, add: () => {} });
  return config;
}

const targets = (entries: Targets) =>
  entries.map((entry) => (typeof entry === 'string' ? entry : `${entry.target}:${entry.arch?.join('+')}`));

/** Width and height from a PNG's IHDR chunk. */
function pngSize(file: string): [number, number] {
  const png = readFileSync(file);
  expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
  return [png.readUInt32BE(16), png.readUInt32BE(20)];
}

describe('electron-builder.yml', () => {
  it('passes electron-builder’s schema and builds AppImage and deb, an NSIS installer and a dmg', async () => {
    const config = await loadConfig();
    expect(targets(config.linux.target)).toEqual(['AppImage', 'deb']);
    expect(targets(config.win.target)).toEqual(['nsis:x64']);
    expect(targets(config.mac.target)).toEqual(['dmg:x64+arm64']);
    expect(config.nsis).toMatchObject({ oneClick: false, language: '1031', deleteAppDataOnUninstall: false });
    expect(config.publish).toBeNull();
  });

  it('refuses what electron-builder would refuse (the check is real)', async () => {
    const { validateConfiguration } = require('app-builder-lib/out/util/config/config') as {
      validateConfiguration(config: Config, logger: object): Promise<void>;
    };
    await expect(
      validateConfiguration({ ...(await loadConfig()), nsis: { oneClik: false } }, { isEnabled: false, add: () => {} }),
    ).rejects.toThrow(/configuration\.nsis/);
  });

  it('flips the fuses of the security checklist', async () => {
    expect((await loadConfig()).electronFuses).toEqual({
      runAsNode: false,
      enableCookieEncryption: true,
      enableNodeOptionsEnvironmentVariable: false,
      enableNodeCliInspectArguments: false,
      enableEmbeddedAsarIntegrityValidation: true,
      onlyLoadAppFromAsar: true,
      resetAdHocDarwinSignature: true,
    });
  });

  it('has an icon big enough for every platform (512 × 512 for the dmg)', async () => {
    const config = await loadConfig();
    const [width, height] = pngSize(path.join(REPO_ROOT, config.icon));
    expect(width).toBeGreaterThanOrEqual(512);
    expect(height).toBe(width);
  });

  it('puts the migrations in the asar and the card pool beside it, where the packaged app looks', async () => {
    const config = await loadConfig();
    // electron-builder reads `files` into one pattern set.
    expect(
      config.files.flatMap((entry: string | { filter: string[] }) =>
        typeof entry === 'string' ? [entry] : entry.filter,
      ),
    ).toEqual(['dist/**', 'migrations/**', 'package.json']);
    expect(config.asarUnpack).toEqual(['**/node_modules/better-sqlite3/**']);
    // `to: .` (the resources folder itself) is electron-builder's default and read as such.
    expect(config.extraResources).toEqual([{ from: 'resources', filter: [PREBUILT_POOL_FILE] }]);
    // Packaged, app.getAppPath() is <resources>/app.asar and extraResources land in <resources>.
    const resources = path.resolve('/opt/Arkham Logbuch/resources');
    const locations = appLocations(
      path.join(resources, 'app.asar'),
      path.join(resources, 'app.asar', 'dist', 'electron'),
    );
    expect(locations.migrationsFolder).toBe(path.join(resources, 'app.asar', 'migrations'));
    expect(locations.prebuiltPool).toBe(path.join(resources, PREBUILT_POOL_FILE));
    const manifest = JSON.parse(readFileSync(path.join(REPO_ROOT, 'package.json'), 'utf8')) as {
      main: string;
      scripts: Record<string, string>;
    };
    expect(manifest.main).toBe('dist/electron/main.cjs');
    expect(manifest.scripts['build:pool']).toBe('tsx core/build/build-pool.ts');
    expect(manifest.scripts.dist).toMatch(/build:renderer.*build:electron.*electron-builder/);
  });
});
