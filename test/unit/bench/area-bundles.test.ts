/**
 * The bench's cold-start measure times the functions the stack deploys: its bundles
 * (bench/measures/cold-starts.ts bundleAreas) are byte for byte the code `npx cdk synth` puts in
 * cdk.out for each area's function — entry, esbuild options and the AWS SDK in or out alike — and
 * the environment it gives each area has the variables the template gives that function.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bundleAreas,
  deployedAreas,
  lambdaEnv,
  type Bundles,
} from '../../../bench/measures/cold-starts.ts';
import { FUNCTION_BUNDLING } from '../../../infra/function-bundling.ts';
import { functionAssetDir, readTemplate, ROOT, type Resource } from '../../support/cdk-template.ts';

const sha256 = (file: string) => createHash('sha256').update(readFileSync(file)).digest('hex');

/** The template's function for each area (its description names the area: infra/constructs/api.ts). */
function areaFunctions(): Map<string, Resource> {
  const functions = new Map<string, Resource>();
  for (const resource of Object.values(readTemplate().Resources)) {
    if (resource.Type !== 'AWS::Lambda::Function') continue;
    const area = /\(area "([\w-]+)"\)$/.exec(String(resource.Properties?.Description ?? ''))?.[1];
    if (area) functions.set(area, resource);
  }
  return functions;
}

const areas = deployedAreas();
// Under the repository (git-ignored bench/out), so the bare handler resolves the SDK's packages.
mkdirSync(path.join(ROOT, 'bench', 'out'), { recursive: true });
const outDir = mkdtempSync(path.join(ROOT, 'bench', 'out', 'area-bundles-'));
let bundles: Bundles;
let deployed: Map<string, Resource>;

beforeAll(async () => {
  deployed = areaFunctions();
  bundles = await bundleAreas(ROOT, outDir, areas);
}, 300_000); // 11 esbuild builds: ~40 s alone, minutes beside the rest of the suite on a busy host
afterAll(() => rmSync(outDir, { recursive: true, force: true }));

describe('the cold-start bundles are the deployed ones', () => {
  it('measures one function per area the template deploys, and no other', () => {
    expect(areas.map((a) => a.area).sort()).toEqual([...deployed.keys()].sort());
  });

  it('bundles each area byte for byte as `cdk synth` did (the SDK inside for mail areas only)', () => {
    const differ = areas.flatMap((area, i) => {
      const asset = path.join(
        functionAssetDir(deployed.get(area.area)!),
        FUNCTION_BUNDLING.outFile,
      );
      return sha256(bundles.built[i]!.file) === sha256(asset)
        ? []
        : [`${area.area} (bench: SDK ${area.sdk})`];
    });
    expect(differ).toEqual([]);
  });

  it('gives each area the variables the template sets on its function', () => {
    for (const area of areas) {
      const variables = (
        deployed.get(area.area)!.Properties!.Environment as { Variables: Record<string, unknown> }
      ).Variables;
      const stack = Object.keys(lambdaEnv(area, 'http://127.0.0.1:1')).filter(
        (name) => !name.startsWith('AWS_') && name !== 'TZ',
      );
      expect(stack.sort(), area.area).toEqual(Object.keys(variables).sort());
    }
  });
});
