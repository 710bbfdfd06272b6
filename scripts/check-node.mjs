// Runs before `npm start`, `npm test`, `npm run dev` and `npm run bench`: the project runs on
// Node 24 (package.json engines, .nvmrc); on another major it says in one line what to run.
// Plain JavaScript, so it runs on any Node before tsx or TypeScript are involved.
const major = Number(process.versions.node.split('.')[0]);
if (major !== 24) {
  console.error(
    `Inversor Listo needs Node 24 (this is ${process.version}): run \`bash scripts/ensure-node\` and put the folder it prints first on PATH, e.g. export PATH="$(bash scripts/ensure-node)":$PATH`,
  );
  process.exit(1);
}
