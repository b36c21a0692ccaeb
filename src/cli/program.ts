/**
 * The `ariadne` program: every command registered (options and help only; each command loads what
 * it runs when it runs), bad input turned into one line and exit 2.
 */
import { Command, CommanderError } from 'commander';
import { registerAct } from './commands/act.ts';
import { registerAsk } from './commands/ask.ts';
import { registerBatch } from './commands/batch.ts';
import { registerBuild } from './commands/build.ts';
import { registerCollect } from './commands/collect.ts';
import { registerDemo } from './commands/demo.ts';
import { registerExplore } from './commands/explore.ts';
import { registerExtract } from './commands/extract.ts';
import { registerReport } from './commands/report.ts';
import { registerSearch } from './commands/search.ts';
import { registerServe } from './commands/serve.ts';
import { registerView } from './commands/view.ts';
import { registerWorker } from './commands/worker.ts';
import { describeFailure } from './describe-failure.ts';
import { EXIT_BAD_INPUT } from './exit-codes.ts';

const VERSION = '0.1.0';

function buildProgram(): Command {
  const program = new Command('ariadne')
    .description('Find information by navigating websites, web apps and document libraries.')
    .version(VERSION)
    .showSuggestionAfterError()
    .exitOverride()
    .configureOutput({ outputError: (text, write) => write(`ariadne: ${text.replace(/^error: /, '')}`) });
  registerAsk(program);
  registerAct(program);
  registerCollect(program);
  registerExplore(program);
  registerView(program);
  registerExtract(program);
  registerSearch(program);
  registerServe(program);
  registerDemo(program);
  registerBuild(program);
  registerReport(program);
  registerBatch(program);
  registerWorker(program);
  for (const command of program.commands) command.exitOverride();
  return program;
}

export async function main(argv: string[]): Promise<void> {
  try {
    await buildProgram().parseAsync(argv);
  } catch (error) {
    if (error instanceof CommanderError) {
      // Help and version are successes; every other commander error is bad input.
      process.exitCode = error.exitCode === 0 ? 0 : EXIT_BAD_INPUT;
      return;
    }
    process.stderr.write(`ariadne: ${describeFailure(error)}\n`);
    if (process.env.ARIADNE_DEBUG && error instanceof Error && error.stack) {
      process.stderr.write(`${error.stack}\n`);
    }
    process.exitCode = EXIT_BAD_INPUT;
  }
}
