import type { Construct } from 'constructs';

/**
 * The deploy stages: one stack definition (infra/stack.ts), synthesized once per stage
 * (infra/app.ts). Staging is where every change lands first and the smoke test runs; production
 * is protected from deletion, keeps its data and logs, and pages a person.
 */
export type StageName = 'staging' | 'prod';

export interface Stage {
  name: StageName;
  /**
   * Production: termination protection on the stack, deletion protection on the table, data and
   * logs retained when resources go, one year of logs, and an alarm recipient it cannot deploy
   * without (a required AlarmEmail parameter).
   */
  protect: boolean;
}

export const STAGES: Record<StageName, Stage> = {
  staging: { name: 'staging', protect: false },
  prod: { name: 'prod', protect: true },
};

/** The CloudFormation stack of a stage: InversorListo-staging, InversorListo-prod. */
export const stackName = (stage: StageName) => `InversorListo-${stage}`;

const PROTECT_CONTEXT = 'inversor-listo:protect';

/** Mark a stack's constructs as production's (read by isProtected). */
export function markStage(scope: Construct, stage: Stage): void {
  scope.node.setContext(PROTECT_CONTEXT, stage.protect);
}

/** Whether a construct belongs to a protected (production) stack. */
export function isProtected(scope: Construct): boolean {
  return scope.node.tryGetContext(PROTECT_CONTEXT) === true;
}
