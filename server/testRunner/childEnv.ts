/**
 * The environment of a test run: the server's own, minus what would make a nested Vitest think it
 * is a worker of the parent run (when the server itself runs under Vitest) or make React load its
 * production build, plus colours, which the history viewer shows.
 */
export function childEnvironment(parent: NodeJS.ProcessEnv = process.env): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [name, value] of Object.entries(parent)) {
    if (
      /^(VITEST|TINYPOOL|TEST_RUNNER_)/.test(name) ||
      name === 'NODE_ENV' ||
      name === 'ENABLE_TEST_RUNNER'
    ) {
      continue;
    }
    env[name] = value;
  }
  env.FORCE_COLOR = '1';
  return env;
}
