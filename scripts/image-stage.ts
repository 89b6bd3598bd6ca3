/**
 * The container image's run stage as the Dockerfile writes it, read without Docker: what
 * it copies from the build stage, its environment, user, volume, port, health check and
 * command. `check-image.ts` (run by CI) lays that stage out from a built checkout and runs
 * its command, so a file the server needs at run time and the image leaves out, or a
 * command that does not start, fails CI even on a machine without Docker.
 */
export interface RunStage {
  copies: { from: string; to: string }[];
  env: Record<string, string>;
  workdir: string;
  user: string;
  volumes: string[];
  expose: string[];
  healthcheck: string[];
  cmd: string[];
}

/** Instructions with their continuation lines joined, comments dropped. */
function instructions(dockerfile: string): string[] {
  const joined = dockerfile.replace(/\\\r?\n/g, ' ');
  return joined
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'));
}

const execForm = (text: string): string[] => {
  const parsed = JSON.parse(text) as unknown;
  if (!Array.isArray(parsed) || !parsed.every((part) => typeof part === 'string')) {
    throw new Error(`not an exec-form list: ${text}`);
  }
  return parsed as string[];
};

/** The last stage (the image that ships), which copies from the stage named `build`. */
export function runStage(dockerfile: string): RunStage {
  const all = instructions(dockerfile);
  const start = all.findLastIndex((line) => /^FROM\s/i.test(line));
  if (start < 0) throw new Error('no FROM in the Dockerfile');
  const stage: RunStage = {
    copies: [],
    env: {},
    workdir: '/',
    user: 'root',
    volumes: [],
    expose: [],
    healthcheck: [],
    cmd: [],
  };
  for (const line of all.slice(start + 1)) {
    const [keyword = '', ...rest] = line.split(/\s+/);
    const args = line.slice(keyword.length).trim();
    switch (keyword.toUpperCase()) {
      case 'COPY': {
        const parts = rest.filter((part) => !part.startsWith('--') || part === '--from=build');
        if (parts[0] !== '--from=build' || parts.length !== 3) {
          throw new Error(`the run stage copies only from the build stage: ${line}`);
        }
        stage.copies.push({ from: parts[1]!, to: parts[2]! });
        break;
      }
      case 'ENV':
        for (const pair of args.split(/\s+/)) {
          const at = pair.indexOf('=');
          if (at > 0) stage.env[pair.slice(0, at)] = pair.slice(at + 1);
        }
        break;
      case 'WORKDIR':
        stage.workdir = args;
        break;
      case 'USER':
        stage.user = args;
        break;
      case 'VOLUME':
        stage.volumes.push(...args.split(/\s+/));
        break;
      case 'EXPOSE':
        stage.expose.push(...args.split(/\s+/));
        break;
      case 'HEALTHCHECK':
        stage.healthcheck = execForm(args.slice(args.indexOf('CMD') + 3).trim());
        break;
      case 'CMD':
        stage.cmd = execForm(args);
        break;
      default:
        break;
    }
  }
  return stage;
}
