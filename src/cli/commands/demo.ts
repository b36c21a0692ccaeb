import type { Command } from 'commander';
import type { DemoOptions } from './demo-action.ts';

export function registerDemo(program: Command): void {
  program
    .command('demo')
    .description(
      'serve the bundled example site (a car repair manual) on 127.0.0.1 and ask it a question, offline',
    )
    .option('--question <text>', 'ask this instead of the built-in question')
    .option('--json', 'print the whole trail as one JSON object')
    .option('--report <file.html>', 'also write the run as a self-contained HTML page')
    .option('-q, --quiet', 'no progress lines on stderr')
    .action(async (options: DemoOptions) => {
      const { demo } = await import('./demo-action.ts');
      process.exitCode = await demo(options);
    });
}
