export { createSandbox, type Sandbox, type SandboxOptions } from './sandbox.ts';
export type { Control } from './control/control.ts';
export type { FaultRule, FaultKind } from './faults.ts';
export type { Modes } from './modes.ts';
export type { RegisterInput } from './sellers.ts';
export {
  CATEGORY_BITS,
  READ_ONLY_BIT,
  type Category,
  type IssueOptions,
  type TokenPayload,
} from './tokens.ts';
export { LIMIT_GROUPS, type LimitGroup } from './limits/table.ts';
