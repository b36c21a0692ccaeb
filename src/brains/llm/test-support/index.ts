export {
  failingThen,
  findQuestion,
  type GoldQuestion,
  type Noise,
  type NoiseOptions,
  type NoisyBehaviour,
  noisyBehaviour,
  type OracleAnswer,
  oracleAnswer,
  oracleBehaviour,
  oracleDecision,
  oracleReading,
  scripted,
  seededRandom,
  slowReply,
} from './behaviours.ts';
export { llmBrainAt } from './brain.ts';
export {
  type BrainPrompt,
  type DecisionAnswer,
  type DecisionPrompt,
  parseBrainPrompt,
  type ReadAnswer,
  type ReadPrompt,
} from './brain-prompt.ts';
export {
  type FakeProvider,
  type RecordedRequest,
  startFakeProvider,
  withFakeProvider,
} from './fake-provider.ts';
export type {
  Behaviour,
  Fault,
  NeutralRequest,
  ProviderKind,
  Reply,
  TokenUsage,
  Wants,
} from './neutral.ts';
export { FAKE_MODEL_NAMES, fakeModel } from './sdk-models.ts';
