// One cold start, in a fresh `node` process (bench/measures/cold-starts.ts spawns it):
//   node bench/cold-start-runner.mjs <file URL of the bundle> <event JSON>
// Imports the bundle as Lambda's Node runtime does (an ES module exporting `handler`), answers one
// event, and prints one line `COLD {...}` with the times. performance.now() counts from the
// process's start, so `startMs` is Node's own boot and `totalMs` the whole cold start.
// Deliberately imports nothing itself, so that nothing but the bundle is timed.
const startMs = performance.now();
const [bundleUrl, eventJson] = process.argv.slice(2);
const event = JSON.parse(eventJson);
const context = {
  awsRequestId: event.requestContext.requestId,
  functionName: process.env.AWS_LAMBDA_FUNCTION_NAME,
  getRemainingTimeInMillis: () => 10_000,
};
const bundle = await import(bundleUrl);
const importedMs = performance.now();
const result = await bundle.handler(event, context);
const answeredMs = performance.now();
process.stdout.write(
  `\nCOLD ${JSON.stringify({
    startMs,
    importMs: importedMs - startMs,
    answerMs: answeredMs - importedMs,
    totalMs: answeredMs,
    status: result?.statusCode ?? null,
  })}\n`,
);
// Lambda freezes the environment after the answer; keep-alive sockets must not hold the process.
process.exit(0);
