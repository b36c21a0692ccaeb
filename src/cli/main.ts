#!/usr/bin/env node
// Only the runtime check and the exit codes are imported statically: every other module
// (commander, the commands, what they run) loads after the check has passed, so an old Node gets
// one line, never a stack trace.
import { EXIT_BAD_INPUT } from './exit-codes.ts';
import { runtimeProblem } from './runtime-check.ts';

const problem = runtimeProblem(process.versions.node, process.env);
if (problem) {
  process.stderr.write(`ariadne: ${problem}\n`);
  process.exitCode = EXIT_BAD_INPUT;
} else {
  const { main } = await import('./program.ts');
  await main(process.argv);
}
