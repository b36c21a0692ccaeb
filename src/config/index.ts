export {
  type AriadneConfig,
  type AriadneConfigInput,
  BRAINS,
  type BrainName,
  type ConfigHint,
  type ConfigMode,
  configSchema,
  MODES,
  type ProviderConfig,
} from './config-schema.ts';
export { CONFIG_FILE, type LoadConfigOptions, loadConfig, parseConfig } from './load-config.ts';
export { queryHints } from './query-hints.ts';
