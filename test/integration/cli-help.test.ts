import { afterEach, describe, expect, it, vi } from 'vitest';
import { COMMANDS, commandGroups, runCommandLine } from '../../core/cli/command-line.ts';
import { runCli } from '../support/run-cli.ts';

// docs/command-line.md: every command and every group answers --help with its German usage and
// exit status 0, without touching any data.

const printed = () => {
  const log = vi.spyOn(console, 'log').mockImplementation(() => {});
  return () => log.mock.calls.map((call) => String(call[0])).join('\n');
};

afterEach(() => vi.restoreAllMocks());

describe('--help', () => {
  it.each(Object.keys(COMMANDS))('%s --help prints the command’s usage and returns 0', async (key) => {
    const output = printed();
    expect(await runCommandLine([...key.split(' '), '--help'])).toBe(0);
    expect(output()).toBe(COMMANDS[key]!.help);
    expect(output().startsWith(key)).toBe(true);
  });

  it.each(commandGroups())('%s --help lists every command of the group and returns 0', async (group) => {
    const output = printed();
    expect(await runCommandLine([group, '--help'])).toBe(0);
    expect(output()).toMatch(new RegExp(`^Aufruf: npm run --silent cli -- ${group} <befehl>`));
    for (const key of Object.keys(COMMANDS).filter((name) => name.startsWith(`${group} `))) {
      expect(output()).toContain(COMMANDS[key]!.help);
    }
  });

  it('knows the four groups', () => {
    expect(commandGroups()).toEqual(['cards', 'deck', 'campaign', 'backup']);
  });

  it('a group without a command is a usage mistake (exit 2), not help', async () => {
    await expect(runCommandLine(['campaign'])).rejects.toThrow(/Welcher Befehl von „campaign“/);
  });

  it('answers as a process: exit 0 and German usage on stdout', () => {
    for (const args of [
      ['campaign', '--help'],
      ['deck', 'validate', '--help'],
      ['cards', 'import', '--help'],
      ['--help'],
    ]) {
      const result = runCli(args);
      expect(result.status, args.join(' ')).toBe(0);
      expect(result.stderr).toBe('');
      expect(result.stdout).toMatch(/Aufruf|Importiert|Prüft/);
    }
  });
});
