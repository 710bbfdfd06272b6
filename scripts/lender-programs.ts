/**
 * Ops for the lender programs ¿Califico? checks deals against. Runs against the
 * configured table (the functions' configuration: TABLE_NAME, AWS_REGION and AWS credentials in
 * AWS). With --local it targets the local runtime of `npm start` instead (DynamoDB Local on
 * DYNAMODB_PORT or 8000).
 *
 *   npx tsx scripts/lender-programs.ts [--local] <command> [arguments]
 *
 *   programs-load <file.json>   Add or replace programs from { "programs": [...] } (fields:
 *                               shared/lenders/program.ts lenderProgramSchema; example:
 *                               `examples`). The whole file is validated first: one bad
 *                               program loads nothing, and each problem is printed with its path.
 *                               Every program needs its source and the date it was read; a rate
 *                               range only with its own source and date (none shows "sin dato").
 *   library                     Load the library of published guidelines
 *                               (shared/lenders/published-guides.json, docs/lender-library.md):
 *                               what lenders publish, each with its source and date. Run it in
 *                               every environment; the local runtime loads it at start.
 *   programs-list               Every program: id, type, origin, lender, source, date (and for a
 *                               lender's own, when it was last confirmed).
 *   program-remove <id>         Take a program off the list.
 *   examples                    Print the example programs (what the local runtime loads at
 *                               start-up, labelled "Ejemplo — no es una oferta") as a file to
 *                               start from.
 */
import { readFile } from 'node:fs/promises';
import { opsArgs } from './local/ops-args.ts';

const args = opsArgs();

function usage(message?: string): never {
  if (message) console.error(message);
  console.error(
    'Usage: npx tsx scripts/lender-programs.ts [--local] <command> (see the header of this file)',
  );
  process.exit(2);
}

async function main(): Promise<void> {
  const [command, first] = args;
  if (command === 'examples') {
    // No table needed: the examples are code.
    const { EXAMPLE_PROGRAMS } = await import('../shared/lenders/examples.ts');
    console.log(JSON.stringify({ programs: EXAMPLE_PROGRAMS }, null, 2));
    return;
  }
  // The functions read their configuration when first imported: after the lines above.
  const programs = await import('../functions/lenders/programs.ts');
  const { programFileSchema } = await import('../shared/lenders/program.ts');
  switch (command) {
    case 'library': {
      const { loadPublishedGuides } = await import('../functions/lenders/library.ts');
      for (const { id, created } of await loadPublishedGuides()) {
        console.log(`${id}: ${created ? 'added' : 'updated'}`);
      }
      return;
    }
    case 'programs-load': {
      if (!first) usage('A JSON file is required.');
      const file = programFileSchema.parse(JSON.parse(await readFile(first, 'utf8')));
      for (const program of file.programs) {
        const { created } = await programs.putProgram(program);
        console.log(`${program.id}: ${created ? 'added' : 'updated'}`);
      }
      return;
    }
    case 'programs-list': {
      for (const { program: p, confirmedAt } of await programs.listStoredPrograms()) {
        console.log(
          [
            p.id,
            p.type,
            p.example ? 'ejemplo' : 'real',
            p.lender.name,
            p.source,
            p.sourceDate,
            p.origin,
            ...(confirmedAt ? [`confirmed ${confirmedAt}`] : []),
          ].join('\t'),
        );
      }
      return;
    }
    case 'program-remove': {
      if (!first) usage('An id is required.');
      const removed = await programs.removeProgram(first);
      console.log(removed ? `${first}: removed` : `${first}: not found`);
      if (!removed) process.exitCode = 1;
      return;
    }
    default:
      usage(command ? `Unknown command: ${command}` : undefined);
  }
}

try {
  await main();
} catch (error) {
  // Bad input files: say which field, not a stack trace.
  if (error instanceof Error && error.name === 'ZodError') {
    const issues = (error as Error & { issues: { path: PropertyKey[]; message: string }[] }).issues;
    for (const issue of issues) {
      console.error(`${issue.path.join('.') || '(root)'}: ${issue.message}`);
    }
  } else if (error instanceof SyntaxError) {
    console.error(`Not valid JSON: ${error.message}`);
  } else {
    console.error(error instanceof Error ? error.message : error);
  }
  process.exitCode = 1;
}
