/**
 * How every function of the stack is bundled: one definition, read by the NodejsFunction bundling
 * of infra/constructs/app-function.ts and by the bench's cold-start measure
 * (bench/measures/cold-starts.ts), so that the bench measures the bundles the stack deploys.
 * Plain data (no CDK import): `esbuildOptions` gives the same build through esbuild's API, option
 * for option what NodejsFunction passes to the esbuild CLI (`--bundle --platform=node …`).
 */

/**
 * CommonJS packages inlined in an ESM bundle call `require`, which esbuild's shim refuses at run
 * time; this gives them Node's. None does today (the AWS SDK, which did, is left out): a safeguard.
 */
const ESM_REQUIRE_BANNER =
  "import { createRequire } from 'module'; const require = createRequire(import.meta.url);";

/**
 * The AWS SDK v3 is not bundled: the Lambda Node.js 24 runtime provides it (@aws-sdk/* and the
 * @smithy/* packages they use). Measured with esbuild (budget 500 kB per bundle):
 * with the SDK inlined, a handler that only uses DynamoDB is ~485 kB, one that sends mail ~555 kB,
 * the Stripe routes ~765 kB (29 of the 57 bundles over budget); left to the runtime, 9–394 kB.
 * The cost is at cold start: Node then loads the SDK's unminified CommonJS builds (~930 kB for
 * the DynamoDB client) instead of ~360 kB of tree-shaken, minified code, which took about twice
 * as long in the bench (`npm run bench`: cold-start rows; the SDK-inlined variant measures with
 * measureColdStarts(ctx, { sdk: 'bundled' })). The other trade-off: in AWS the handlers run on the
 * runtime's SDK release, not the one package-lock.json pins and the tests run; we use only
 * long-stable client APIs (DynamoDB document client, SESv2 SendEmail, Secrets Manager
 * GetSecretValue).
 */
const AWS_SDK_EXTERNALS = ['@aws-sdk/*', '@smithy/*'] as const;

/**
 * The password-strength dictionaries (shared/password-strength.ts: ~1.2 MB of word lists) stay out
 * of the bundles, which would otherwise pass the 500 kB budget: the functions whose routes need
 * them get the packages copied beside the bundle (node_modules/, infra/constructs/api.ts), where
 * Node finds them on the first password checked. Cold starts of other routes never load them.
 */
export const PASSWORD_DICTIONARY_PACKAGES = [
  '@zxcvbn-ts/language-common',
  '@zxcvbn-ts/language-es-es',
] as const;
/** What is copied beside the bundle: those packages and the one they load their lists with. */
export const PASSWORD_DICTIONARY_COPIES = [
  ...PASSWORD_DICTIONARY_PACKAGES,
  '@zxcvbn-ts/dictionary-compression',
] as const;

/**
 * jsPDF's optional plugins (functions/commons/pdf.ts): its Node build require()s them only inside
 * .html() and SVG images, which the server never calls. Bundled they add ~380 kB (html2canvas
 * ~205 kB, canvg ~140 kB, DOMPurify ~31 kB) to every function that writes a PDF; left out, such a
 * call would fail with "Cannot find module" instead.
 */
export const JSPDF_OPTIONAL_PACKAGES = ['html2canvas', 'canvg', 'dompurify', 'core-js'] as const;

export const FUNCTION_BUNDLING = {
  /** Lambda's runtime (docs/infrastructure.md: Node 24). */
  target: 'node24',
  format: 'esm',
  minify: true,
  sourceMap: true,
  /** Stack traces need only the mappings, not a copy of every source file in each bundle. */
  sourcesContent: false,
  /** Prefer packages' ES builds (better tree shaking). */
  mainFields: ['module', 'main'],
  banner: ESM_REQUIRE_BANNER,
  externalModules: [
    ...AWS_SDK_EXTERNALS,
    ...PASSWORD_DICTIONARY_PACKAGES,
    ...JSPDF_OPTIONAL_PACKAGES,
  ],
  /** NodejsFunction names an ESM bundle index.mjs; the handler is `index.handler`. */
  outFile: 'index.mjs',
} as const;

/**
 * The functions' NODE_OPTIONS: Node reads the bundles' source maps only with this flag (stack
 * traces in the logs point at the TypeScript sources). It costs at cold start — Node parses the
 * map when it loads the bundle — which the bench's cold-start figure includes.
 */
export const FUNCTION_NODE_OPTIONS = '--enable-source-maps';

/** esbuild's build options (the subset used here; structurally esbuild's `BuildOptions`). */
export interface FunctionBuildOptions {
  entryPoints: string[];
  outfile: string;
  bundle: true;
  platform: 'node';
  target: string;
  format: 'esm';
  minify: boolean;
  sourcemap: boolean;
  sourcesContent: boolean;
  mainFields: string[];
  banner: { js: string };
  external: string[];
  metafile: boolean;
  logLevel: 'silent';
}

/** The stack's esbuild build of one function, for esbuild's API (the bench). */
export function esbuildOptions(entry: string, outfile: string): FunctionBuildOptions {
  return {
    entryPoints: [entry],
    outfile,
    bundle: true,
    platform: 'node',
    target: FUNCTION_BUNDLING.target,
    format: FUNCTION_BUNDLING.format,
    minify: FUNCTION_BUNDLING.minify,
    sourcemap: FUNCTION_BUNDLING.sourceMap,
    sourcesContent: FUNCTION_BUNDLING.sourcesContent,
    mainFields: [...FUNCTION_BUNDLING.mainFields],
    banner: { js: FUNCTION_BUNDLING.banner },
    external: [...FUNCTION_BUNDLING.externalModules],
    metafile: true,
    logLevel: 'silent',
  };
}
