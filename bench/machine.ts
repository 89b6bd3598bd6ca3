import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import os from 'node:os';

export interface Machine {
  cpu: string;
  cores: number;
  ramGb: number;
  node: string;
  chromium: string;
  loadAverage: string;
}

export function describeMachine(): Machine {
  const cpuinfo = readFileSync('/proc/cpuinfo', 'utf8');
  let chromium = 'unknown';
  try {
    chromium = execFileSync('/usr/bin/chromium', ['--version'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  } catch {
    // Reported as unknown; the browser phases will fail loudly on their own.
  }
  return {
    cpu: /model name\s*:\s*(.+)/.exec(cpuinfo)?.[1]?.trim() ?? os.cpus()[0]?.model ?? 'unknown',
    cores: os.cpus().length,
    ramGb: Math.round(os.totalmem() / 1024 ** 3),
    node: process.version,
    chromium,
    loadAverage: os
      .loadavg()
      .map((n) => n.toFixed(2))
      .join(' / '),
  };
}
