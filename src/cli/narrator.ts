import { type ChildProcess, spawn, spawnSync } from 'node:child_process';

/** Speaks each action aloud through espeak-ng, one sentence after another; silent when it is not installed. */
export interface Narrator {
  say(text: string): void;
  /** Waits for what is queued to be spoken (at most a few seconds), then stops. */
  close(): Promise<void>;
}

/** The program that speaks: espeak-ng (Debian package `espeak-ng`). */
export const SPEECH_PROGRAM = 'espeak-ng';

const SILENT: Narrator = { say() {}, close: async () => {} };

/**
 * A narrator when `enabled` and espeak-ng runs here; otherwise a silent one, after one warning
 * through `warn`. Page text is never spoken as a command: it goes to espeak-ng as one argument.
 */
export function createNarrator(enabled: boolean, warn: (line: string) => void): Narrator {
  if (!enabled) return SILENT;
  const probe = spawnSync(SPEECH_PROGRAM, ['--version'], { stdio: 'ignore', timeout: 5_000 });
  if (probe.error || probe.status !== 0) {
    warn(
      `--speak: ${SPEECH_PROGRAM} is not installed (apt-get install ${SPEECH_PROGRAM}); going on without speech`,
    );
    return SILENT;
  }
  let queue: Promise<void> = Promise.resolve();
  let current: ChildProcess | null = null;
  let closed = false;
  const speak = (text: string): Promise<void> =>
    new Promise((resolve) => {
      if (closed) return resolve();
      current = spawn(SPEECH_PROGRAM, ['--', text.slice(0, 300)], { stdio: 'ignore' });
      current.on('error', () => resolve());
      current.on('exit', () => resolve());
    });
  return {
    say(text) {
      queue = queue.then(() => speak(text));
    },
    async close() {
      const limit = new Promise<void>((resolve) => setTimeout(resolve, 5_000).unref());
      await Promise.race([queue, limit]);
      closed = true;
      current?.kill();
    },
  };
}
